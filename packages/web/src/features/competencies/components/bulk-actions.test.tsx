import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  { id: 300, name: 'Clerk', department_id: 1, department_name: 'Finance', skill_count: 0, weight_total: 0 },
];
const lists: FakeHandler = ({ query }) =>
  query.get('position') === '100'
    ? json(200, { position: { id: 100, name: 'Accountant', department_name: 'Finance' }, skills: [assigned(teamwork, 0.6, 4)], weight_total: 0.6 })
    : json(200, POSITIONS);

/** Opens the positions list once (it stays open while picking) and picks each. */
async function pickPositions(testId: string, ids: number[]) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  for (const id of ids) fireEvent.click(await screen.findByTestId(`${testId}-option-${id}`));
}

// docs/product.md §3.5: competencies on many positions at once; weights typed in percent (§3.13).
describe('competencies on many positions at once', () => {
  it('assigns a competency with a weight in percent and a norm to several positions', async () => {
    const api = await installCompetenciesApi(
      { user_type: 'admin' },
      {
        'GET /wizard/skills-for-position/': lists,
        'POST /wizard/assign-skill-to-positions/': () => json(200, POSITIONS.slice(1)),
      },
    );
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    fireEvent.click(await screen.findByTestId('positions-assign-skill'));
    const dialog = await screen.findByTestId('assign-skill-dialog');
    // Nothing chosen: the fields say what is missing and nothing is sent.
    fireEvent.click(within(dialog).getByTestId('assign-skill-dialog-submit'));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    expect(api.callsTo('POST /wizard/assign-skill-to-positions/')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(within(dialog).getByTestId('assign-skill-skill'));
    await user.click(await screen.findByRole('option', { name: 'Teamwork' }));
    await user.type(within(dialog).getByTestId('assign-skill-weight'), '25');
    await user.type(within(dialog).getByTestId('assign-skill-norm'), '3');
    await pickPositions('assign-skill-positions', [200, 300]);
    fireEvent.click(within(dialog).getByTestId('assign-skill-dialog-submit'));
    await waitFor(() => expect(api.callsTo('POST /wizard/assign-skill-to-positions/')).toHaveLength(1));
    expect(api.callsTo('POST /wizard/assign-skill-to-positions/')[0]?.body).toEqual({ skill_id: teamwork.id, weight: 0.25, norm: 3, position_ids: [200, 300] });
    expect(await screen.findByText('Positions updated: 2')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('assign-skill-dialog')).toBeNull());
  });

  it('shows the server’s refusal naming the position over 100 %, in Russian', async () => {
    await i18n.changeLanguage('ru');
    try {
      await installCompetenciesApi(
        { user_type: 'admin' },
        {
          'GET /wizard/skills-for-position/': lists,
          'POST /wizard/assign-skill-to-positions/': () =>
            json(400, { weight: ['Сумма весов компетенций на каждой должности должна быть не больше 100 %: Accountant (Finance): 110 %.'] }),
        },
      );
      renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
      fireEvent.click(await screen.findByTestId('positions-assign-skill'));
      const dialog = await screen.findByTestId('assign-skill-dialog');
      expect(within(dialog).getByText('Назначить компетенцию нескольким должностям')).toBeTruthy();
      const user = userEvent.setup();
      await user.click(within(dialog).getByTestId('assign-skill-skill'));
      await user.click(await screen.findByRole('option', { name: 'Teamwork' }));
      await user.type(within(dialog).getByTestId('assign-skill-weight'), '50');
      await pickPositions('assign-skill-positions', [100]);
      fireEvent.click(within(dialog).getByTestId('assign-skill-dialog-submit'));
      expect((await within(dialog).findByTestId('assign-skill-dialog-error')).textContent).toBe(
        'Сумма весов компетенций на каждой должности должна быть не больше 100 %: Accountant (Finance): 110 %.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('copies a position’s list to other positions: merge by default, replace when chosen; the dialog says what each does', async () => {
    const api = await installCompetenciesApi(
      { user_type: 'admin' },
      { 'GET /wizard/skills-for-position/': lists, 'POST /wizard/copy-position-skills/': () => json(200, POSITIONS.slice(1)) },
    );
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    fireEvent.click(await screen.findByTestId('positions-item-100'));
    fireEvent.click(await screen.findByTestId('position-copy-skills'));
    const dialog = await screen.findByTestId('copy-skills-dialog');
    expect(dialog.textContent).toContain('Merge: add these competencies and keep the others');
    expect(dialog.textContent).toContain('Replace: each chosen position gets exactly this list; its other competencies are removed');
    fireEvent.mouseDown(screen.getByTestId('copy-skills-positions'));
    // The source is not offered.
    expect(screen.queryByTestId('copy-skills-positions-option-100')).toBeNull();
    fireEvent.click(await screen.findByTestId('copy-skills-positions-option-200'));
    fireEvent.click(screen.getByTestId('copy-skills-mode-replace'));
    fireEvent.click(within(dialog).getByTestId('copy-skills-dialog-submit'));
    await waitFor(() => expect(api.callsTo('POST /wizard/copy-position-skills/')).toHaveLength(1));
    expect(api.callsTo('POST /wizard/copy-position-skills/')[0]?.body).toEqual({ from_position_id: 100, position_ids: [200], mode: 'replace' });
  });

  it('a dsv user has neither action', async () => {
    await installCompetenciesApi({ user_type: 'user', permission: ['dsv'] }, { 'GET /wizard/skills-for-position/': lists });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    fireEvent.click(await screen.findByTestId('positions-item-100'));
    await screen.findByTestId('position-title');
    expect(screen.queryByTestId('positions-assign-skill')).toBeNull();
    expect(screen.queryByTestId('position-copy-skills')).toBeNull();
  });
});
