import type { DataExport } from '@performa/contracts/api/data-export';
import type { PeriodOption } from '@performa/contracts/api/setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notificationRoutes } from '@performa/contracts/routes/system';
import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../../api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { recordPickers } from '../../../app/routes/record-pickers.tsx';
import { RecordPickersProvider } from '../../../components/record-pickers.tsx';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { installFakeApi, json, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { ReportingScreen } from './reporting-screen.tsx';

const period = (id: number, name: string, state: PeriodOption['state']): PeriodOption => ({
  id,
  number: id,
  name,
  start_date: `202${id + 3}-01-01`,
  end_date: `202${id + 3}-12-31`,
  state,
});

const H1_2026 = period(3, 'H1 2026', 'current');
const H2_2025 = period(2, 'H2 2025', 'past');
const PERIODS = [period(4, 'H2 2026', 'future'), H1_2026, H2_2025];

/** A moment in the test machine's time zone, as the server sends it (ISO, UTC). */
const at = (month: number, day: number, hours: number, minutes: number) => new Date(2026, month - 1, day, hours, minutes).toISOString();

const dataExport = (id: number, state: DataExport['state'], extra: Partial<DataExport> = {}): DataExport => ({
  id,
  period: H1_2026,
  state,
  progress: state === 'ready' || state === 'expired' ? 100 : 0,
  requested_by: 'Aysel Mammadova',
  created_at: at(3, 2, 10, 15),
  finished_at: state === 'ready' || state === 'expired' || state === 'failed' ? at(3, 2, 10, 20) : null,
  expires_at: state === 'ready' || state === 'expired' ? at(3, 9, 10, 20) : null,
  size: state === 'ready' || state === 'expired' ? 1_572_864 : null,
  filename: state === 'ready' || state === 'expired' ? 'acme-h1-2026.xlsx' : null,
  ...extra,
});

/** One of each state, newest first, as the server lists them. */
const EVERY_STATE = [
  dataExport(15, 'running', { progress: 42 }),
  dataExport(14, 'queued', { period: H2_2025, requested_by: 'Leyla Aliyeva' }),
  dataExport(13, 'ready'),
  dataExport(12, 'failed', { progress: 30 }),
  dataExport(11, 'expired', { period: H2_2025, created_at: at(2, 1, 9, 0), expires_at: at(2, 8, 9, 5) }),
];

const LIST = 'GET /wizard/export-data/';
const START = 'POST /wizard/export-data/';

function install(list: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  return installFakeApi({ 'GET /wizard/period-for-dropdown/': () => json(200, PERIODS), [LIST]: list, ...extra });
}

/** The Data exports tab (the reports come first; their filters take the page's department picker, app/routes/record-pickers.tsx). */
const open = (route = '/reporting?tab=exports', withBell = false) =>
  renderWithProviders(
    <RecordPickersProvider pickers={recordPickers}>
      {withBell && <BellProbe />}
      <ReportingScreen />
    </RecordPickersProvider>,
    { route },
  );

const BELL = 'GET /notifications/notifications/';
/** Stands for the bell of the top bar (another feature): a read of the caller's notifications under the shared key. */
function BellProbe() {
  useQuery({ queryKey: notificationKeys.list(), queryFn: () => api.call(notificationRoutes.listNotifications, {}) });
  return null;
}
/** An element's text; a time's narrow space before AM or PM (newer ICU) read as a space. */
const text = (testId: string) => screen.getByTestId(testId).textContent!.replace(/\u202f/g, ' ');

/** Picks an option of an IdSelect. */
async function choose(testId: string, option: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(option));
}

describe('/reporting: its tabs, and Data exports (docs/product.md §6.7, §7.6, §7.10)', () => {
  it('opens on the Distribution report, the default, also for an unknown tab, with the Data exports tab last', async () => {
    const api = install(() => json(200, []), {
      'GET /reports/distribution/': () =>
        json(200, { scope: { period: H1_2026, round: null, grades: [] }, total: { count: 0, mean: null, counts: [], shares: [] }, departments: [] }),
    });
    const { unmount } = open('/reporting');
    expect(screen.getByTestId('page-title').textContent).toBe('Reporting');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Distribution',
      'Competency heat map',
      'Goal achievement',
      'Completion',
      'Rater patterns',
      'Period over period',
      'Data exports',
    ]);
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(screen.getByTestId('reporting-tab-distribution').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('reporting-tab-exports').getAttribute('aria-selected')).toBe('false');
    // The default tab is not written into the URL.
    expect(text('location')).toBe('/reporting');
    // The first render of a report imports its chunk: allow for a slow, busy machine.
    expect(await screen.findByTestId('report-distribution-empty', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByTestId('data-export-sheets')).toBeNull();
    // The data exports are not read until their tab is open.
    expect(api.callsTo(LIST)).toHaveLength(0);

    // Data exports is written into the URL; back to the default, the tab leaves it.
    fireEvent.click(screen.getByTestId('reporting-tab-exports'));
    expect(text('location')).toBe('/reporting?tab=exports');
    expect(await screen.findByTestId('data-exports-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reporting-tab-distribution'));
    expect(text('location')).toBe('/reporting');
    expect(await screen.findByTestId('report-distribution-empty')).toBeTruthy();
    unmount();

    const view = open('/reporting?tab=score-distribution');
    expect(screen.getByTestId('reporting-tab-distribution').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('report-distribution-empty')).toBeTruthy();
    view.unmount();
  });

  it('opens the Data exports tab from its URL (the notice’s link) and says what the workbook holds', async () => {
    install(() => json(200, []));
    open('/reporting?tab=exports');
    expect(screen.getByTestId('page-title').textContent).toBe('Reporting');
    const tab = screen.getByTestId('reporting-tab-exports');
    expect(tab.textContent).toBe('Data exports');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(text('location')).toBe('/reporting?tab=exports');
    expect([...within(screen.getByTestId('data-export-sheets')).getAllByRole('listitem')].map((li) => li.textContent!.split(':')[0])).toEqual([
      'Final results',
      'Competency results',
      'Goal results',
      'Evaluations',
      'Calibration trail',
    ]);
    expect(text('data-export-kept')).toBe(
      'The workbook is made in the background. You are notified when it is ready, and can download it here for 7 days; then it is deleted.',
    );
    expect(await screen.findByTestId('data-exports-empty')).toBeTruthy();
    expect(screen.queryByTestId('report-distribution')).toBeNull();
  });

  it('says what to do while there is no export yet, with the current period chosen', async () => {
    const api = install(() => json(200, []));
    open();
    expect((await screen.findByTestId('data-exports-empty')).textContent).toBe(
      'No data has been exported yet.Choose a period above and press “Export all data of the period”. The export is listed here with its progress, and its workbook can be downloaded once it is ready.',
    );
    await waitFor(() => expect(text('data-export-period')).toBe('H1 2026'));
    expect(screen.getByTestId('data-export-start-button').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('data-export-under-way')).toBeNull();
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('says to set up periods first while the project has none, with no button', async () => {
    installFakeApi({ 'GET /wizard/period-for-dropdown/': () => json(200, []), [LIST]: () => json(200, []) });
    open();
    expect((await screen.findByTestId('data-export-no-periods')).textContent).toBe('There is no period yet: set up periods on the Periods screen first.');
    expect(screen.queryByTestId('data-export-start-button')).toBeNull();
  });

  it('starts the export of the chosen period: the body sent, the export at the top of the list, queued, and a toast', async () => {
    const older = dataExport(9, 'ready', { period: H2_2025 });
    let list = [older];
    const created = dataExport(10, 'queued', { period: H2_2025 });
    const api = install(() => json(200, list), {
      [START]: () => {
        list = [created, older];
        return json(201, created);
      },
    });
    open();
    await screen.findByTestId('data-export-9');
    await waitFor(() => expect(text('data-export-period')).toBe('H1 2026'));
    await choose('data-export-period', 'data-export-period-option-2');
    // The period is kept in the URL (reload, back).
    expect(text('location')).toBe('/reporting?tab=exports&period=2');
    fireEvent.click(screen.getByTestId('data-export-start-button'));

    expect(await screen.findByText('The export of H2 2025 has started. You will be notified when it is ready.')).toBeTruthy();
    expect(api.callsTo(START).map((call) => call.body)).toEqual([{ period: 2 }]);
    const items = within(screen.getByTestId('data-export-list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual(['data-export-10', 'data-export-9']);
    expect(text('data-export-10-state')).toBe('Queued');
    // One export at a time: the button waits for this one.
    await waitFor(() => expect(screen.getByTestId('data-export-start-button').hasAttribute('disabled')).toBe(true));
    expect(text('data-export-under-way')).toBe('An export is being made. You can start another one once it is ready.');
  });

  it('shows the server’s message when another export of the project is under way (409)', async () => {
    const api = install(() => json(200, []), {
      [START]: () =>
        json(409, { detail: 'A data export of this project is already being made. Start another one when it is ready.', code: 'data_export_running' }),
    });
    open();
    await screen.findByTestId('data-exports-empty');
    await waitFor(() => expect(screen.getByTestId('data-export-start-button').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('data-export-start-button'));
    expect(await screen.findByText('A data export of this project is already being made. Start another one when it is ready.')).toBeTruthy();
    expect(api.callsTo(START).map((call) => call.body)).toEqual([{ period: 3 }]);
    // The list is read again (the export under way may be one this admin had not seen yet).
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('lists each state: the progress while made, the size and expiry with Download once ready, what to do when failed or expired', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = install(() => json(200, EVERY_STATE), {
      'GET /wizard/export-data/13/file/': () =>
        new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="acme-h1-2026.xlsx"' } }),
    });
    open();
    await screen.findByTestId('data-export-list');
    const items = within(screen.getByTestId('data-export-list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual([
      'data-export-15',
      'data-export-14',
      'data-export-13',
      'data-export-12',
      'data-export-11',
    ]);

    expect(text('data-export-15-period')).toBe('H1 2026');
    expect(text('data-export-15-requested')).toBe('Asked for by Aysel Mammadova on Mar 2, 2026, 10:15 AM');
    expect(text('data-export-15-state')).toBe('In progress');
    expect(text('data-export-15-percent')).toBe('42 %');
    const bar = screen.getByRole('progressbar', { name: 'Progress of the export of H1 2026' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 %');

    expect(text('data-export-14-state')).toBe('Queued');
    expect(text('data-export-14-percent')).toBe('0 %');
    expect(text('data-export-14')).toContain('Waiting to start');
    expect(text('data-export-14-requested')).toContain('Leyla Aliyeva');

    expect(text('data-export-13-state')).toBe('Ready');
    expect(text('data-export-13-detail')).toBe('1.5 MB · expires on Mar 9, 2026, 10:20 AM');
    expect(text('data-export-12-state')).toBe('Failed');
    expect(text('data-export-12-detail')).toBe('The workbook could not be made. Start the export again.');
    expect(text('data-export-11-state')).toBe('Expired');
    expect(text('data-export-11-detail')).toBe('The workbook was deleted on Feb 8, 2026, 9:05 AM. Start a new export to get the data again.');

    // Only the ready one downloads; none of the others has a bar but those being made.
    expect(screen.getAllByRole('button', { name: /^Download/ }).map((b) => b.getAttribute('data-testid'))).toEqual(['data-export-13-download']);
    expect(screen.getAllByRole('progressbar', { name: /Progress of the export/ })).toHaveLength(2);
    expect(screen.getByTestId('data-export-start-button').hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Download the data of H1 2026' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /wizard/export-data/13/file/')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('acme-h1-2026.xlsx');
  });

  it('shows the server’s message when a download is refused (expired meanwhile), and reads the list again', async () => {
    let list = [dataExport(13, 'ready')];
    const api = install(() => json(200, list), {
      'GET /wizard/export-data/13/file/': () => {
        list = [dataExport(13, 'expired')];
        return json(404, { detail: 'Not found any data', code: 'not_found' });
      },
    });
    open();
    fireEvent.click(await screen.findByTestId('data-export-13-download'));
    expect(await screen.findByText('Not found any data')).toBeTruthy();
    await waitFor(() => expect(text('data-export-13-state')).toBe('Expired'));
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('reads the list every 2 s while an export is being made, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      [dataExport(20, 'queued')],
      [dataExport(20, 'running', { progress: 10 })],
      [dataExport(20, 'running', { progress: 75 })],
      [dataExport(20, 'ready')],
    ];
    let read = 0;
    const api = install(() => json(200, answers[Math.min(read++, answers.length - 1)]), {
      [BELL]: () => json(200, { total: 0, count: 0, page: 1, page_size: 20, results: [] }),
    });
    open('/reporting?tab=exports', true);
    expect(await screen.findByTestId('data-export-20-percent')).toBeTruthy();
    expect(text('data-export-20-state')).toBe('Queued');
    for (const percent of ['10 %', '75 %']) {
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(text('data-export-20-percent')).toBe(percent));
    }
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(text('data-export-20-state')).toBe('Ready'));
    expect(api.callsTo(LIST)).toHaveLength(4);
    // Ready: the bell is read again at once for its notice (it was read once when the screen opened).
    await waitFor(() => expect(api.callsTo(BELL)).toHaveLength(2));

    // Nothing is being made: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.callsTo(LIST)).toHaveLength(4);
    expect(screen.getByTestId('data-export-start-button').hasAttribute('disabled')).toBe(false);
  });

  it('does not poll a list with nothing being made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = install(() => json(200, [dataExport(13, 'ready'), dataExport(12, 'failed'), dataExport(11, 'expired')]));
    open();
    await screen.findByTestId('data-export-13');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('shows a failed read with Retry', async () => {
    let fail = true;
    install(() => (fail ? json(500, { detail: 'A server error occurred.', code: 'server_error' }) : json(200, [])));
    open();
    const failed = await screen.findByTestId('data-exports-load-failed');
    expect(failed.textContent).toContain('The data exports could not be loaded.');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('data-exports-empty')).toBeTruthy();
  });

  it('writes sizes, dates, percent and days in Russian on a 390 px screen, with every button there', async () => {
    await changeLanguage('ru');
    setScreenWidth(390);
    install(() =>
      json(200, [dataExport(15, 'running', { progress: 42 }), dataExport(13, 'ready', { size: 1_363_149 }), dataExport(12, 'ready', { size: 3_500 })]),
    );
    open();
    await screen.findByTestId('data-export-list');
    expect(screen.getByTestId('page-title').textContent).toBe('Отчёты');
    expect(text('reporting-tab-exports')).toBe('Выгрузка данных');
    expect(text('data-export-kept')).toContain('в течение 7 дней');
    expect(text('data-export-15-state')).toBe('Готовится');
    expect(text('data-export-15-percent')).toBe('42 %');
    expect(text('data-export-15-requested')).toBe('Запрос: Aysel Mammadova, 2 мар. 2026 г., 10:15');
    expect(text('data-export-13-detail')).toBe('1,3 МБ · доступна до 9 мар. 2026 г., 10:20');
    expect(text('data-export-12-detail')).toBe('3,4 КБ · доступна до 9 мар. 2026 г., 10:20');
    expect(screen.getAllByRole('button', { name: 'Скачать данные периода «H1 2026»' }).map((b) => b.getAttribute('data-testid'))).toEqual([
      'data-export-13-download',
      'data-export-12-download',
    ]);
    expect(text('data-export-start-button')).toBe('Выгрузить все данные периода');
  });

  it('counts the days kept with Russian plural forms', async () => {
    await changeLanguage('ru');
    expect([1, 3, 7, 21].map((count) => i18n.t('reporting.exports.start.kept', { count }).match(/в течение (\d+ \S+);/)![1])).toEqual([
      '1 дня',
      '3 дней',
      '7 дней',
      '21 дня',
    ]);
  });
});
