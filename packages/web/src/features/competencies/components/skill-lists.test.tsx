import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { assigned, installCompetenciesApi, SKILLS, TEMPLATES } from '../testing/competencies-api.ts';
import { CompetenciesScreen } from './competencies-screen.tsx';

const [teamwork, budgeting] = SKILLS as [(typeof SKILLS)[0], (typeof SKILLS)[0]];
const POSITIONS = [
  { id: 100, name: 'Accountant', department_id: 1, department_name: 'Finance', skill_count: 1, weight_total: 0.6 },
  { id: 200, name: 'Seller', department_id: 2, department_name: 'Sales', skill_count: 0, weight_total: 0 },
];
const accountant = (skills = [assigned(teamwork, 0.6, 4)]) => ({
  position: { id: 100, name: 'Accountant', department_name: 'Finance' },
  skills,
  weight_total: 0.6,
});

const positionsOrAccountant: FakeHandler = ({ query }) => json(200, query.get('position') === '100' ? accountant() : POSITIONS);

const weightOf = (id: number) => screen.getByTestId(`skill-weight-${id}`) as HTMLInputElement;

describe('a position’s competencies', () => {
  it('picks a position, adds a competency, shows the total live and saves the list', async () => {
    let body: unknown = null;
    await installCompetenciesApi(
      { user_type: 'admin' },
      {
        'GET /wizard/skills-for-position/': positionsOrAccountant,
        'PUT /wizard/set-skills-weight/100/': (request) => {
          body = request.body;
          return json(200, accountant());
        },
      },
    );
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    expect((await screen.findByTestId('positions-item-100')).textContent).toContain('Finance · Competencies: 1 · weight 60 %');
    fireEvent.click(screen.getByTestId('positions-item-100'));
    expect((await screen.findByTestId('position-title')).textContent).toContain('Accountant');
    // Weights are typed in percent; the server keeps fractions (docs/product.md §3.13).
    expect(weightOf(teamwork.id).value).toBe('60');
    expect(screen.getByTestId('skill-list-total').textContent).toBe('Total weight: 60 % of 100 %');
    expect(await screen.findByText('Norms lie on the rating scale 1 – 5.')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('skill-add'));
    await user.click(await screen.findByRole('option', { name: 'Budgeting' }));
    await user.type(weightOf(budgeting.id), '50,5');
    expect(screen.getByTestId('skill-list-total').textContent).toBe('Total weight: 110.5 % of 100 %');
    expect(screen.getByTestId('skill-list-over').textContent).toBe('The weights add up to more than 100 %.');
    // Over 100 % nothing is sent.
    fireEvent.click(screen.getByTestId('skill-list-save'));
    expect(body).toBeNull();
    await user.clear(weightOf(budgeting.id));
    await user.type(weightOf(budgeting.id), '40');
    expect(screen.queryByTestId('skill-list-over')).toBeNull();
    fireEvent.click(screen.getByTestId('skill-list-save'));
    await waitFor(() =>
      expect(body).toEqual({
        skills: [
          { skill_id: teamwork.id, weight: 0.6, norm: 4 },
          { skill_id: budgeting.id, weight: 0.4, norm: null },
        ],
      }),
    );
    expect(await screen.findByText('Competencies saved')).toBeTruthy();
  });

  it('writes the rating scale of the norms as the reader writes numbers: 0,5 – 4,5 in Azerbaijani', async () => {
    const halves = [
      { ...TEMPLATES[0]!, max: 4.5, scales: [0.5, 2.5, 4.5].map((n, i) => ({ id: i + 1, template_id: 9, min: n, max: n, response: `Level ${n}` })) },
    ];
    await installCompetenciesApi(
      { user_type: 'admin' },
      { 'GET /wizard/skills-for-position/': positionsOrAccountant, 'GET /wizard/response-scale-template/': () => json(200, halves) },
    );
    await i18n.changeLanguage('az');
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    fireEvent.click(await screen.findByTestId('positions-item-100'));
    expect(await screen.findByText('Normalar 0,5 – 4,5 qiymətləndirmə şkalası üzərində olur.')).toBeTruthy();
  });

  it('writes the positions’ weights and the live total with the reader’s decimal comma (Russian)', async () => {
    const quarter = [{ ...POSITIONS[0]!, weight_total: 0.625 }, POSITIONS[1]!];
    await installCompetenciesApi(
      { user_type: 'admin' },
      {
        'GET /wizard/skills-for-position/': ({ query }) =>
          json(200, query.get('position') === '100' ? { ...accountant([assigned(teamwork, 0.625, 4)]), weight_total: 0.625 } : quarter),
      },
    );
    await i18n.changeLanguage('ru');
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    expect((await screen.findByTestId('positions-item-100')).textContent).toContain('Компетенций: 1 · вес 62,5 %');
    fireEvent.click(screen.getByTestId('positions-item-100'));
    await screen.findByTestId('position-title');
    expect(screen.getByTestId('skill-list-total').textContent).toBe('Суммарный вес: 62,5 % из 100 %');
    // Typed over, the total follows live.
    const user = userEvent.setup();
    await user.clear(weightOf(teamwork.id));
    await user.type(weightOf(teamwork.id), '12.25');
    expect(screen.getByTestId('skill-list-total').textContent).toBe('Суммарный вес: 12,25 % из 100 %');
  });

  it('shows the server’s message when it refuses the list, and does not send a blank weight', async () => {
    const api = await installCompetenciesApi(
      { user_type: 'admin' },
      {
        'GET /wizard/skills-for-position/': positionsOrAccountant,
        'PUT /wizard/set-skills-weight/100/': () => json(400, { skills: ['Sum of weights must be less or equal to 1.'] }),
      },
    );
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    fireEvent.click(await screen.findByTestId('positions-item-100'));
    await screen.findByTestId('position-title');
    const user = userEvent.setup();
    await user.clear(weightOf(teamwork.id));
    fireEvent.click(screen.getByTestId('skill-list-save'));
    await waitFor(() => expect(weightOf(teamwork.id).getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('PUT /wizard/set-skills-weight/100/')).toHaveLength(0);

    await user.type(weightOf(teamwork.id), '70');
    fireEvent.click(screen.getByTestId('skill-list-save'));
    expect((await screen.findByTestId('skill-list-error')).textContent).toBe('Sum of weights must be less or equal to 1.');
  });

  it('is read-only for a dsv user', async () => {
    await installCompetenciesApi({ user_type: 'user', permission: ['dsv'] }, { 'GET /wizard/skills-for-position/': positionsOrAccountant });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=positions' });
    fireEvent.click(await screen.findByTestId('positions-item-100'));
    expect((await screen.findByTestId(`skill-row-${teamwork.id}`)).textContent).toContain('60');
    for (const id of ['skill-list-save', 'skill-add', `skill-remove-${teamwork.id}`, `skill-weight-${teamwork.id}`])
      expect(screen.queryByTestId(id), id).toBeNull();
  });
});

describe('an employee’s competencies', () => {
  const page = {
    count: 1,
    page: 1,
    page_size: 25,
    results: [
      {
        id: 7,
        employee_number: 'E-7',
        full_name: 'Leyla Huseynova',
        department: { id: 1, name: 'Finance' },
        position: { id: 100, name: 'Accountant' },
        has_own_list: true,
        skill_count: 1,
      },
    ],
  };
  const own = {
    employee: { id: 7, full_name: 'Leyla Huseynova', employee_number: 'E-7', position: { id: 100, name: 'Accountant' } },
    source: 'employee',
    skills: [assigned(budgeting, 1)],
    weight_total: 1,
  };

  it('shows where the list comes from and goes back to the position’s list after confirming', async () => {
    const api = await installCompetenciesApi(
      { user_type: 'admin' },
      {
        'GET /wizard/edit-user-skill/': () => json(200, page),
        'GET /wizard/edit-user-skill/7/': () => json(200, own),
        'DELETE /wizard/edit-user-skill/7/': () => json(200, { ...own, source: 'position', skills: [assigned(teamwork, 0.6)] }),
      },
    );
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=employees' });
    expect((await screen.findByTestId('employees-item-7')).textContent).toContain('Own list');
    fireEvent.click(screen.getByTestId('employees-item-7'));
    expect((await screen.findByTestId('employee-source')).textContent).toBe('This employee has an own list that replaces the position’s.');
    fireEvent.click(screen.getByTestId('employee-reset'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('Remove the own list of Leyla Huseynova?');
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Back to the position’s list' }));
    await waitFor(() => expect(api.callsTo('DELETE /wizard/edit-user-skill/7/')).toHaveLength(1));
  });

  it('searches employees on the server', async () => {
    const api = await installCompetenciesApi({ user_type: 'admin' }, { 'GET /wizard/edit-user-skill/': () => json(200, page) });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies?tab=employees' });
    await screen.findByTestId('employees-item-7');
    await userEvent.setup().type(screen.getByTestId('employees-search'), 'leyla');
    await waitFor(() => expect(api.queries('/wizard/edit-user-skill/')).toContain('?page=1&page_size=25&search=leyla'));
  });
});
