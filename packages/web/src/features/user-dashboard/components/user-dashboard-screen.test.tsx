import type { MyDashboard } from '@performa/contracts/api/dashboards';
import type { EvaluationPerson, EvaluationRound } from '@performa/contracts/api/evaluations';
import type { EmployeeResult, ResultPerson, RoundResult } from '@performa/contracts/api/results';
import type { PeriodOption } from '@performa/contracts/api/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, ME, permissionRecord, sessionRoutes, storeTokens } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { UserDashboardScreen } from './user-dashboard-screen.tsx';

const person = (id: number, full_name: string, position: string | null = 'Accountant'): ResultPerson & EvaluationPerson => ({
  id,
  full_name,
  employee_number: `E-${id}`,
  image: null,
  position: position === null ? null : { id: 5, name: position },
  department: { id: 1, name: 'Finance' },
  status: 'active',
});

const AYSEL = person(40, 'Aysel Mammadova');
const LEYLA = person(50, 'Leyla Aliyeva', 'Seller');
const KAMRAN = person(51, 'Kamran Huseynov', null);
const ORKHAN = person(52, 'Orkhan Guliyev');

const Q1: EvaluationRound = { id: 21, name: 'Q1', start_date: '2026-01-01', end_date: '2026-03-31', period: { id: 3, name: 'H1 2026' } };

const todo = (id: number, days_left: number, extra: Partial<MyDashboard['to_do'][number]> = {}): MyDashboard['to_do'][number] => ({
  id,
  kind: 'skill',
  party: 'manager',
  evaluatee: LEYLA,
  round: Q1,
  days_left,
  started: false,
  ...extra,
});

const DASHBOARD: MyDashboard = {
  employee: AYSEL,
  round: { ...Q1, released_at: null, visible: false, days_left: 3 },
  to_do: [
    todo(101, -2),
    todo(102, 0, { kind: 'goal', party: 'self', evaluatee: AYSEL, started: true }),
    todo(103, 3, { party: 'coworker', evaluatee: KAMRAN }),
  ],
  goals: [
    { id: 1, name: 'Revenue', weight: 60, is_numerical: true, is_positive: true, target: 1200.5, actual: 1500.75, progress: 125.01 },
    { id: 2, name: 'Costs', weight: 25.5, is_numerical: true, is_positive: false, target: 80, actual: null, progress: null },
    { id: 3, name: 'Launch', weight: 14.5, is_numerical: false, is_positive: true, target: null, actual: null, progress: null },
  ],
  competencies: {
    round: { id: 14, name: 'Q4', start_date: '2025-10-01', end_date: '2025-12-31', period: { id: 2, name: 'H2 2025' } },
    lines: [
      { id: 61, name: 'Planning', score: 85.5, norm_score: 80 },
      { id: 62, name: 'Teamwork', score: 70, norm_score: 80 },
    ],
  },
  team: [
    { employee: LEYLA, to_do: 2, done: 1, evaluated: { done: 3, total: 4 }, score: 78.25, grade: 'Meets expectations', card_period_id: 2 },
    { employee: KAMRAN, to_do: 0, done: 2, evaluated: { done: 1, total: 4 }, score: null, grade: null, card_period_id: null },
  ],
  department_top: [
    { rank: 1, employee: LEYLA, score: 91.5, grade: null, evaluations: 5 },
    { rank: 2, employee: AYSEL, score: 88, grade: null, evaluations: 4 },
    { rank: 2, employee: KAMRAN, score: 88, grade: null, evaluations: 4 },
    { rank: 4, employee: ORKHAN, score: 80.1, grade: null, evaluations: 3 },
  ],
  department_top_tied: null,
};

const period = (id: number, name: string, state: PeriodOption['state']): PeriodOption => ({
  id,
  number: id,
  name,
  start_date: `202${id + 3}-01-01`,
  end_date: `202${id + 3}-12-31`,
  state,
});

const roundResult = (id: number, name: string, visible: boolean, score: number | null, grade: string | null, evaluated = true): RoundResult => ({
  round: {
    id,
    name,
    start_date: '2025-07-01',
    end_date: '2025-09-30',
    period: { id: 2, name: 'H2 2025' },
    released_at: visible ? '2025-10-10T09:00:00Z' : null,
    visible,
  },
  goal_overall: score,
  skill_overall: score,
  final_score: score,
  after_calibration_score: null,
  score,
  grade,
  skill_done: evaluated ? 2 : 0,
  skill_total: evaluated ? 2 : 0,
  goal_done: evaluated ? 1 : 0,
  goal_total: evaluated ? 1 : 0,
  parties: [],
});

/** Aysel's results, newest period first: H1 2026 waiting for calibration, H2 2025 released, H1 2025 without evaluations. */
const RESULTS: EmployeeResult = {
  employee: AYSEL,
  periods: [
    { period: period(3, 'H1 2026', 'current'), period_score: null, period_grade: null, rounds: [roundResult(21, 'Q1', false, null, null)] },
    {
      period: period(2, 'H2 2025', 'past'),
      period_score: 82.5,
      period_grade: 'Meets expectations',
      rounds: [roundResult(13, 'Q3', true, 80.25, 'Meets expectations'), roundResult(14, 'Q4', true, 84.75, 'Exceeds expectations')],
    },
    { period: period(1, 'H1 2025', 'past'), period_score: null, period_grade: null, rounds: [roundResult(11, 'Q1', false, null, null, false)] },
  ],
};

/** Opens the dashboard as a user (account ME) and waits for `shown`, by default the current round's line. */
async function open(dashboard: MyDashboard = DASHBOARD, results: EmployeeResult = RESULTS, shown = 'dashboard-round') {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const api = installFakeApi(
    sessionRoutes(permissionRecord({ user_type: 'user' }), {
      'GET /main/my-dashboard/': () => json(200, dashboard),
      'GET /main/employee-result/': () => json(200, results),
    }),
  );
  await loadSession();
  renderWithProviders(<UserDashboardScreen />);
  await screen.findByTestId(shown);
  return api;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the user dashboard (docs/product.md §7.9)', () => {
  it('lists the evaluations to do, soonest end first, with the days left and whether each is started, each opening its form', async () => {
    await open();
    expect(screen.getByTestId('page-title').textContent).toBe('My dashboard');
    expect(text('dashboard-round')).toBe('Current round: H1 2026 · Q13 days left');

    const todo = screen.getByTestId('dashboard-to-do');
    const links = within(todo).getAllByRole('link', { name: /Leyla|Aysel|Kamran/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/evaluate/skill/101', '/evaluate/goal/102', '/evaluate/skill/103']);
    expect(text('dashboard-to-do-101')).toContain('Leyla Aliyeva');
    expect(text('dashboard-to-do-101')).toContain('Competency evaluation · As manager · H1 2026 · Q1');
    expect(text('dashboard-to-do-102')).toContain('Goal evaluation · Self-evaluation');
    expect(text('dashboard-to-do-101-days')).toBe('Ended 2 days ago');
    expect(text('dashboard-to-do-102-days')).toBe('Ends today');
    expect(text('dashboard-to-do-103-days')).toBe('3 days left');
    expect(text('dashboard-to-do-101-state')).toBe('Not started');
    expect(text('dashboard-to-do-102-state')).toBe('Started');
    expect(within(todo).getByRole('link', { name: 'All my evaluations' }).getAttribute('href')).toBe('/evaluate');
  });

  it('shows the goals of the current round: a numerical goal’s target, actual and progress, the bar stopping at 100', async () => {
    await open();
    expect(text('dashboard-goal-1-weight')).toBe('Weight 60 %');
    expect(text('dashboard-goal-1-values')).toBe('Target 1,200.5 · actual 1,500.75 · higher is better');
    // Above the target: the number says so, the bar is full.
    expect(text('dashboard-goal-1-progress')).toBe('125.01 % of the target');
    const bar = screen.getByRole('progressbar', { name: 'Progress of “Revenue”' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('125.01 % of the target');
    expect(text('dashboard-goal-2-values')).toBe('Target 80 · actual — · lower is better');
    expect(text('dashboard-goal-2-progress')).toBe('No actual entered yet');
    expect(text('dashboard-goal-3')).toContain('Rated on a scale in the goal evaluation');
    expect(screen.getAllByRole('progressbar', { name: /Progress of/ })).toHaveLength(1);
  });

  it('draws the released results as a trend with a table of the same values, each period linking to its card', async () => {
    const api = await open();
    const table = await screen.findByTestId('dashboard-results-table');
    expect(api.callsTo('GET /main/employee-result/')[0]!.query.get('employee')).toBe('40');
    // The chart of the visible rounds, named by its caption, which points to the table.
    const chart = screen.getByTestId('dashboard-results-chart');
    expect(chart.tagName).toBe('FIGURE');
    expect(within(chart).getByText(/The table below lists the same values/)).toBeTruthy();
    expect([...chart.querySelectorAll('.MuiChartsLegend-series')].map((s) => s.textContent)).toEqual(['Round score', 'Period score']);
    // Newest period first; the period without evaluations is left out.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => cells(row).join(' | ')),
    ).toEqual([
      'Period and round | Score | Grade',
      'H1 2026Whole period | Not released yet | —',
      'Q1 | Not released yet | —',
      'H2 2025Whole period | 82.50 | Meets expectations',
      'Q3 | 80.25 | Meets expectations',
      'Q4 | 84.75 | Exceeds expectations',
    ]);
    expect(screen.getByRole('link', { name: 'Performance card of H2 2025' }).getAttribute('href')).toBe('/performance-card/40/2');
    expect(screen.getByRole('link', { name: 'Performance card of H1 2026' }).getAttribute('href')).toBe('/performance-card/40/3');
    expect(screen.getByTestId('dashboard-my-results').getAttribute('href')).toBe(`/user-panel/${ME.id}?tab=results`);
  });

  it('shows the competencies against their norms as a table with bars', async () => {
    await open();
    expect(text('dashboard-competencies-round')).toBe('H2 2025 · Q4');
    const table = screen.getByTestId('dashboard-competencies-table');
    expect(table.getAttribute('role')).toBe('region');
    expect(cells(screen.getByTestId('dashboard-competency-61'))).toEqual(['Planning', '85.50', '80.00', '+5.50', '']);
    expect(cells(screen.getByTestId('dashboard-competency-62'))).toEqual(['Teamwork', '70.00', '80.00', '-10.00', '']);
  });

  it('shows a manager’s team: evaluations to do and done, their own progress, the score once visible, else “Not released yet”', async () => {
    await open();
    expect(cells(screen.getByTestId('dashboard-team-50'))).toEqual([
      'LALeyla AliyevaSeller',
      '2 to do · 1 done',
      'Completed 3 of 4',
      '78.25',
      'Meets expectations',
    ]);
    expect(screen.getByTestId('dashboard-team-50-name').getAttribute('href')).toBe('/performance-card/50/2');
    expect(cells(screen.getByTestId('dashboard-team-51'))).toEqual(['KHKamran Huseynov', '0 to do · 2 done', 'Completed 1 of 4', 'Not released yet', '—']);
    // No card to open yet: the name is no link.
    expect(screen.getByTestId('dashboard-team-51-name').tagName).not.toBe('A');
  });

  it('shows the department’s top 10 with ties sharing a rank, the person’s own row marked', async () => {
    await open();
    const top = screen.getByTestId('dashboard-department-top-table');
    expect(
      within(top)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row).join(' | ')),
    ).toEqual([
      '1 | LALeyla AliyevaSeller | 91.50',
      '=2 | AMAysel MammadovaAccountantYou | 88.00',
      '=2 | KHKamran Huseynov | 88.00',
      '4 | OGOrkhan GuliyevAccountant | 80.10',
    ]);
    expect(screen.getByTestId('dashboard-top-40').classList.contains('Mui-selected')).toBe(true);
    // A shared rank is marked as in the admin's list, and says so.
    expect(screen.getByTestId('dashboard-top-40-rank').getAttribute('title')).toBe('Rank 2, shared by equal scores');
  });

  it('leaves out the team and the department’s top 10 when the answer has none, and says what comes once released', async () => {
    const results: EmployeeResult = { employee: AYSEL, periods: [RESULTS.periods[2]!] };
    await open({ ...DASHBOARD, to_do: [], goals: [], competencies: null, team: [], department_top: null }, results);
    expect(text('dashboard-to-do-empty')).toContain('Nothing to evaluate');
    expect(text('dashboard-goals-empty')).toBe('You have no goals in this round.');
    expect(text('dashboard-competencies-none')).toContain('once a round’s results are released');
    expect(await screen.findByTestId('dashboard-results-none')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-results-chart')).toBeNull();
    expect(screen.queryByTestId('dashboard-team')).toBeNull();
    expect(screen.queryByTestId('dashboard-department-top')).toBeNull();
  });

  it('tells someone without an employee record in the project so, without errors or further calls', async () => {
    const api = await open(
      { ...DASHBOARD, employee: null, round: null, to_do: [], goals: [], competencies: null, team: [], department_top: null },
      RESULTS,
      'dashboard-no-employee',
    );
    expect(text('dashboard-no-employee')).toBe(
      'You are not an employee of this projectYour evaluations, goals and results show here once an admin adds you to this project as an employee. If you work in another project, choose it in the top bar.',
    );
    expect(screen.queryByTestId('dashboard-load-failed')).toBeNull();
    expect(screen.queryByTestId('dashboard-to-do')).toBeNull();
    expect(screen.queryByTestId('dashboard-results')).toBeNull();
    expect(api.callsTo('GET /main/employee-result/')).toHaveLength(0);
  });

  it('writes the days left in Russian with its plural forms, and numbers with a decimal comma', async () => {
    await changeLanguage('ru');
    setScreenWidth(390);
    await open({
      ...DASHBOARD,
      round: { ...DASHBOARD.round!, days_left: 21 },
      to_do: [todo(101, -2), todo(102, 0), todo(103, 1), todo(104, 5), todo(105, -11)],
    });
    expect(text('dashboard-round')).toBe('Текущий этап: H1 2026 · Q1Остался 21 день');
    expect(text('dashboard-to-do-101-days')).toBe('Завершился 2 дня назад');
    expect(text('dashboard-to-do-102-days')).toBe('Заканчивается сегодня');
    expect(text('dashboard-to-do-103-days')).toBe('Остался 1 день');
    expect(text('dashboard-to-do-104-days')).toBe('Осталось 5 дней');
    expect(text('dashboard-to-do-105-days')).toBe('Завершился 11 дней назад');
    expect(text('dashboard-goal-1-values')).toBe('Цель 1\u00a0200,5 · факт 1\u00a0500,75 · чем больше, тем лучше');
    expect(text('dashboard-goal-1-progress')).toBe('125,01 % от цели');
    expect(cells(screen.getByTestId('dashboard-competency-61')).slice(1, 4)).toEqual(['85,50', '80,00', '+5,50']);
    await waitFor(() => expect(cells(screen.getByTestId('dashboard-result-round-13'))).toEqual(['Q3', '80,25', 'Meets expectations']));
    // On a phone every table scrolls sideways in its own named box rather than cutting its columns.
    for (const name of ['Мои результаты по периодам и этапам', 'Мои компетенции в сравнении с нормами', 'Оценки и баллы моей команды', 'Рейтинг моего отдела'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
  });
});
