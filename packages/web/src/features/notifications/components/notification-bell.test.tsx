import type { Notification } from '@performa/contracts/api/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const notice = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'info',
  title: `Stored title ${id}`,
  body: `Stored body ${id}`,
  link: null,
  params: {},
  is_read: false,
  created_at: `2025-06-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
  ...overrides,
});

/** A server that keeps the read flags: count is the number of unread ones, newest first. */
async function setup(initial: Notification[]) {
  storeTokens();
  let list = initial;
  const page = () => ({ count: list.filter((n) => !n.is_read).length, total: list.length, page: 1, page_size: 20, results: list });
  const fake = installFakeApi({
    ...sessionRoutes(permissionRecord({ user_type: 'user' })),
    'GET /notifications/notifications/': () => json(200, page()),
    'POST /notifications/notifications/3/read/': () => {
      list = list.map((n) => (n.id === 3 ? { ...n, is_read: true } : n));
      return json(
        200,
        list.find((n) => n.id === 3),
      );
    },
    'POST /notifications/notifications/read-all/': () => {
      list = list.map((n) => ({ ...n, is_read: true }));
      return new Response(null, { status: 204 });
    },
  });
  await loadSession();
  const view = renderWithProviders(<NotificationBell />, { route: '/' });
  return { fake, ...view };
}

const ACTIVATED = notice(3, {
  kind: 'cards_activated',
  link: '/evaluate',
  params: { round: 'H1', period: 'FY 2025', count: 4, end: '2025-06-30' },
  title: 'Evaluations to fill in: H1',
  body: 'stored',
});
const REMINDER = notice(2, { kind: 'reminder', link: '/evaluate', params: { round: 'H1', period: 'FY 2025', count: 2, end: '2025-06-30' } });

describe('the bell', () => {
  it('shows the unread count, lists newest first, and shows known kinds in the UI language with their params', async () => {
    const { fake } = await setup([ACTIVATED, REMINDER, notice(1, { is_read: true })]);
    const bell = screen.getByTestId('notification-bell');
    await waitFor(() => expect(bell.getAttribute('data-highlighted')).toBe('true'));
    expect(bell.getAttribute('aria-label')).toBe('2 unread notifications');
    expect(fake.queries('/notifications/notifications/')[0]).toBe('?page=1&page_size=20');

    fireEvent.click(bell);
    const list = await screen.findByTestId('notification-list');
    const rows = within(list).getAllByTestId(/^notification-\d+$/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['notification-3', 'notification-2', 'notification-1']);
    expect(rows[0]!.textContent).toContain('New evaluations to fill in');
    expect(rows[0]!.textContent).toContain('Evaluations of the round “H1” (FY 2025) waiting for you: 4. The round ends on Jun 30, 2025.');
    expect(rows[1]!.textContent).toContain('Evaluations still to complete in the round “H1”: 2. The round ends on Jun 30, 2025.');
    // An unknown kind: the stored title and body.
    expect(rows[2]!.textContent).toContain('Stored title 1');
    expect(rows[2]!.textContent).toContain('Stored body 1');
    expect(rows[2]!.getAttribute('data-read')).toBe('true');
  });

  it('shows a known kind in Russian too', async () => {
    await changeLanguage('ru');
    await setup([ACTIVATED]);
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('notification-3')).textContent).toContain('Вас ждут оценки этапа «H1» (FY 2025): 4. Этап заканчивается 30 июн. 2025 г..');
  });

  it('opening one marks it read and follows its link', async () => {
    const { fake } = await setup([ACTIVATED, REMINDER]);
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notification-3'));
    await waitFor(() => expect(fake.callsTo('POST /notifications/notifications/3/read/')).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/evaluate');
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('1 unread notifications'));
  });

  it('a results_released notice says so in the UI language and opens the performance card (docs/product.md §5.7)', async () => {
    const released = notice(3, {
      kind: 'results_released',
      link: '/performance-card/31/2',
      params: { round: 'H1', period: '2026', count: 1 },
      title: 'Stored subject',
      body: 'stored',
    });
    const { fake } = await setup([released]);
    fireEvent.click(screen.getByTestId('notification-bell'));
    const row = await screen.findByTestId('notification-3');
    expect(row.textContent).toContain('Your results are released');
    expect(row.textContent).toContain('Calibration of the round “H1” (2026) is closed. Open your performance card to see your results.');
    fireEvent.click(row);
    await waitFor(() => expect(fake.callsTo('POST /notifications/notifications/3/read/')).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/performance-card/31/2');
  });

  it('a data_export_ready notice says so in the UI language, with the days it is kept, and opens the data exports (docs/product.md §6.7)', async () => {
    const ready = notice(4, {
      kind: 'data_export_ready',
      link: '/reporting?tab=exports',
      params: { period: 'H1 2026', days: 7, export: 9 },
      title: 'Stored subject',
      body: 'stored',
    });
    const { fake } = await setup([ready]);
    await changeLanguage('ru');
    try {
      fireEvent.click(screen.getByTestId('notification-bell'));
      const row = await screen.findByTestId('notification-4');
      expect(row.textContent).toContain('Выгрузка данных готова');
      expect(row.textContent).toContain('Данные периода «H1 2026» готовы: скачать их можно в течение 7 дней.');
      fireEvent.click(row);
      await waitFor(() => expect(fake.callsTo('POST /notifications/notifications/4/read/')).toHaveLength(1));
      expect(screen.getByTestId('location').textContent).toBe('/reporting?tab=exports');
    } finally {
      await changeLanguage('en');
    }
  });

  it('"Mark all read" marks every one read and the bell is no longer highlighted', async () => {
    const { fake } = await setup([ACTIVATED, REMINDER]);
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('data-highlighted')).toBe('true'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notifications-read-all'));
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('data-highlighted')).toBe('false'));
    expect(fake.callsTo('POST /notifications/notifications/read-all/')).toHaveLength(1);
    expect((screen.getByTestId('notifications-read-all') as HTMLButtonElement).disabled).toBe(true);
  });
});
