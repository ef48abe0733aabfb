import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

// Several user-event steps each: slow on a busy machine.
import { i18n } from '../../../lib/i18n.ts';
import { json, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { assigned, installCompetenciesApi, SKILLS } from '../testing/competencies-api.ts';
import { CompetenciesScreen } from './competencies-screen.tsx';

const [teamwork] = SKILLS as [(typeof SKILLS)[0]];
const POSITIONS = [
  { id: 100, name: 'Accountant', department_id: 1, department_name: 'Finance', skill_count: 1, weight_total: 0.6 },
  { id: 200, name: 'Seller', department_id: 2, department_name: 'Sales', skill_count: 0, weight_total: 0 },
];
const lists: FakeHandler = ({ query }) => {
  if (query.get('position') === '100')
    return json(200, { position: { id: 100, name: 'Accountant', department_name: 'Finance' }, skills: [assigned(teamwork, 0.6, 4)], weight_total: 0.6 });
  if (query.get('position') === '200') return json(200, { position: { id: 200, name: 'Seller', department_name: 'Sales' }, skills: [], weight_total: 0 });
  return json(200, POSITIONS);
};
const weightOf = (id: number) => screen.getByTestId(`skill-weight-${id}`) as HTMLInputElement;

async function editAccountant() {
  await installCompetenciesApi({ user_type: 'admin' }, { 'GET /wizard/skills-for-position/': lists });
  const rendered = renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
  fireEvent.click(await screen.findByTestId('positions-item-100'));
  await screen.findByTestId('position-title');
  const user = userEvent.setup();
  await user.clear(weightOf(teamwork.id));
  await user.type(weightOf(teamwork.id), '50');
  return rendered;
}

// docs/product.md §9.2: an editor with unsaved changes asks before they are dropped.
describe('unsaved competency weights', () => {
  it('switching to another position asks; Stay keeps the edits, Leave without saving switches', async () => {
    await editAccountant();
    fireEvent.click(screen.getByTestId('positions-item-200'));
    const dialog = await screen.findByTestId('unsaved-changes-dialog');
    expect(dialog.textContent).toContain('You have unsaved changes. Leave without saving?');
    fireEvent.click(within(dialog).getByText('Stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull());
    expect(screen.getByTestId('position-title').textContent).toContain('Accountant');
    expect(weightOf(teamwork.id).value).toBe('50');

    fireEvent.click(screen.getByTestId('positions-item-200'));
    fireEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(screen.getByTestId('position-title').textContent).toContain('Seller'));
  });

  it('switching without changes does not ask', async () => {
    await installCompetenciesApi({ user_type: 'admin' }, { 'GET /wizard/skills-for-position/': lists });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    fireEvent.click(await screen.findByTestId('positions-item-100'));
    await screen.findByTestId('position-title');
    fireEvent.click(screen.getByTestId('positions-item-200'));
    await waitFor(() => expect(screen.getByTestId('position-title').textContent).toContain('Seller'));
    expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull();
  });

  it('leaving the page (a route change, another tab, closing the browser tab) asks', async () => {
    const { router } = await editAccountant();
    act(() => void router.navigate('/goals'));
    expect((await screen.findByTestId('unsaved-changes-dialog')).textContent).toContain('Leave without saving?');
    expect(screen.getByTestId('location').textContent).toBe('/competencies?tab=positions');
    fireEvent.click(screen.getByText('Stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/competencies?tab=positions');

    // The browser's own question on unload.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByTestId('competencies-tab-skills'));
    fireEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/competencies'));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('asks in Russian', async () => {
    await i18n.changeLanguage('ru');
    try {
      await editAccountant();
      fireEvent.click(screen.getByTestId('positions-item-200'));
      const dialog = await screen.findByTestId('unsaved-changes-dialog');
      expect(dialog.textContent).toContain('У вас есть несохранённые изменения. Уйти без сохранения?');
      expect(within(dialog).getByTestId('confirm-button').textContent).toBe('Уйти без сохранения');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
