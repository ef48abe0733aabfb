import type { EvaluationPerson } from '@performa/contracts/api/evaluations';
import type { Department, Position } from '@performa/contracts/api/organisation';
import type {
  CompetencyReport,
  CompletionReport,
  DistributionReport,
  GoalReport,
  PeriodReport,
  RaterReport,
  ReportScope,
} from '@performa/contracts/api/reports';
import type { GradeRange, ResultPerson, ResultRound } from '@performa/contracts/api/results';
import type { Frequency, PeriodOption } from '@performa/contracts/api/setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordPickers } from '../../../app/routes/record-pickers.tsx';
import { RecordPickersProvider } from '../../../components/record-pickers.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { installFakeApi, json, type FakeHandler, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ReportingScreen } from './reporting-screen.tsx';

// ─── The project: periods, rounds, organisation ─────────────────────────────────────────────────

const period = (id: number, name: string, start: string, end: string, state: PeriodOption['state']): PeriodOption => ({
  id,
  number: id,
  name,
  start_date: start,
  end_date: end,
  state,
});
const H2_2026 = period(4, 'H2 2026', '2026-07-01', '2026-12-31', 'future');
const H1_2026 = period(3, 'H1 2026', '2026-01-01', '2026-06-30', 'current');
const H2_2025 = period(2, 'H2 2025', '2025-07-01', '2025-12-31', 'past');
const PERIODS = [H2_2026, H1_2026, H2_2025];

const ROUNDS: Frequency[] = [
  { id: 31, period_id: 3, name: 'Q1', start_date: '2026-01-01', end_date: '2026-03-31', state: 'past' },
  { id: 32, period_id: 3, name: 'Q2', start_date: '2026-04-01', end_date: '2026-06-30', state: 'current' },
];

const DEPARTMENTS: Department[] = [
  { id: 10, name: 'Finance', parent_id: null, employee_count: 4, position_count: 2 },
  { id: 11, name: 'Sales', parent_id: null, employee_count: 2, position_count: 1 },
  { id: 12, name: 'Treasury', parent_id: 10, employee_count: 1, position_count: 1 },
];

const POSITIONS: Position[] = [
  { id: 100, name: 'Accountant', department_id: 10, department_name: 'Finance', parent_id: 101, holders: [] },
  { id: 101, name: 'Chief accountant', department_id: 10, department_name: 'Finance', parent_id: null, holders: [] },
  { id: 110, name: 'Sales manager', department_id: 11, department_name: 'Sales', parent_id: null, holders: [] },
];

const GRADES: GradeRange[] = [
  { id: 301, min: 0, max: 59.99, response: 'Below expectations', target_share: 10 },
  { id: 302, min: 60, max: 79.99, response: 'Meets expectations', target_share: 70 },
  { id: 303, min: 80, max: 100, response: 'Exceeds expectations', target_share: 20 },
];

const FINANCE = { id: 10, name: 'Finance' };
const SALES = { id: 11, name: 'Sales' };

const evaluationPerson = (id: number, full_name: string, position = 'Accountant', department = FINANCE): EvaluationPerson => ({
  id,
  full_name,
  image: null,
  position: { id: 100, name: position },
  department,
  status: 'active',
});
const person = (id: number, full_name: string, position?: string, department?: { id: number; name: string }): ResultPerson => ({
  ...evaluationPerson(id, full_name, position, department),
  employee_number: `E0${id}`,
});
const LEYLA = person(41, 'Leyla Aliyeva');
const KAMRAN = person(42, 'Kamran Zeynalov', 'Chief accountant');
const NIGAR = person(43, 'Nigar Hasanova', 'Sales manager', SALES);

const resultRound = (round: Frequency): ResultRound => ({
  id: round.id,
  name: round.name,
  start_date: round.start_date,
  end_date: round.end_date,
  period: { id: H1_2026.id, name: H1_2026.name },
  released_at: null,
  visible: true,
});

/** The scope the server answers for a request: H1 2026, over the round asked for or the whole period. */
function scopeFor(query: URLSearchParams): ReportScope {
  const round = ROUNDS.find((r) => String(r.id) === query.get('frequency_id'));
  return { period: H1_2026, round: round ? resultRound(round) : null, grades: GRADES };
}

/** The scope of a project without any period: every figure empty. */
const NO_PERIOD: ReportScope = { period: null, round: null, grades: [] };

// ─── The reports' answers ───────────────────────────────────────────────────────────────────────

const distribution = (scope: ReportScope): DistributionReport => ({
  scope,
  total: { count: 7, mean: 72.144, counts: [2, 3, 2], shares: [28.57, 42.86, 28.57] },
  departments: [
    { department: FINANCE, count: 4, mean: 71.25, counts: [1, 2, 1], shares: [25, 50, 25] },
    { department: SALES, count: 2, mean: 82.5, counts: [0, 1, 1], shares: [0, 50, 50] },
    { department: null, count: 1, mean: 55, counts: [1, 0, 0], shares: [100, 0, 0] },
  ],
});

const COMMUNICATION = { id: 51, name: 'Communication' };
const TEAMWORK = { id: 52, name: 'Teamwork' };
const hiddenCell = (skill_id: number, people: number) => ({ skill_id, people, hidden: true, score: null, norm: null, gap: null });
const competencies = (scope: ReportScope): CompetencyReport => ({
  scope,
  min_people: 3,
  competencies: [COMMUNICATION, TEAMWORK],
  total: {
    people: 6,
    cells: [
      { skill_id: 51, people: 6, hidden: false, score: 76.333, norm: 80, gap: -3.667 },
      { skill_id: 52, people: 5, hidden: false, score: 84, norm: 75, gap: 9 },
    ],
  },
  departments: [
    {
      department: FINANCE,
      people: 4,
      cells: [
        { skill_id: 51, people: 4, hidden: false, score: 78.5, norm: 80, gap: -1.5 },
        { skill_id: 52, people: 4, hidden: false, score: 85, norm: 75, gap: 10 },
      ],
    },
    { department: SALES, people: 2, cells: [hiddenCell(51, 2), hiddenCell(52, 1)] },
  ],
});

const goal = (goal_id: number, employee: ResultPerson, extra: Partial<GoalReport['results'][number]>): GoalReport['results'][number] => ({
  goal_id,
  employee,
  category: { id: 61, name: 'Sales goals' },
  name: `Goal ${goal_id}`,
  weight: 50,
  is_numerical: false,
  is_positive: true,
  target: null,
  actual: null,
  score: 75,
  missed: false,
  ...extra,
});
const GOAL_ROWS = [
  goal(71, LEYLA, { name: 'Revenue', is_numerical: true, target: 1_000_000, actual: 850_000, score: 85, missed: true }),
  goal(72, LEYLA, { name: 'Customer care', category: null, score: null }),
  goal(73, KAMRAN, { name: 'Costs', is_numerical: true, is_positive: false, target: 200_000, actual: 180_500.5, score: 100 }),
];
const goals = (scope: ReportScope, query: URLSearchParams): GoalReport => ({
  scope,
  categories: [
    { category: { id: 61, name: 'Sales goals' }, goals: 40, mean: 84.333, numerical: 30, missed: 12 },
    { category: null, goals: 20, mean: null, numerical: 0, missed: 0 },
  ],
  count: 60,
  page: Number(query.get('page') ?? 1),
  page_size: 25,
  results: GOAL_ROWS,
});

const completion = (scope: ReportScope): CompletionReport => ({
  scope,
  total: { total: 20, completed: 12 },
  parties: [
    { party: 'manager', total: 8, completed: 6 },
    { party: 'subworker', total: 0, completed: 0 },
    { party: 'coworker', total: 10, completed: 5 },
    { party: 'self', total: 2, completed: 1 },
  ],
  departments: [
    { department: FINANCE, total: 14, completed: 9 },
    { department: null, total: 6, completed: 3 },
  ],
  count: 2,
  page: 1,
  page_size: 25,
  results: [
    { evaluator: KAMRAN, total: 9, completed: 3, pending: 6 },
    { evaluator: NIGAR, total: 4, completed: 4, pending: 0 },
  ],
});

const raters = (scope: ReportScope): RaterReport => ({
  scope,
  company: { ratings: 1234, mean: 72.5, spread: 12.25 },
  count: 2,
  page: 1,
  page_size: 25,
  results: [
    { evaluator: evaluationPerson(42, 'Kamran Zeynalov'), evaluatees: 5, ratings: 14, mean: 86.1, spread: 8, difference: 13.6, z: 1.11, flag: 'lenient' },
    { evaluator: evaluationPerson(43, 'Nigar Hasanova'), evaluatees: 3, ratings: 4, mean: 60, spread: 15.5, difference: -12.5, z: -1.02, flag: null },
  ],
  bands: [
    { band: '-2_to_-1', count: 1 },
    { band: '1_to_2', count: 1 },
  ],
});

const periods = (scope: ReportScope): PeriodReport => ({
  scope,
  periods: [H2_2025, H1_2026],
  means: [
    { period_id: 2, count: 2, mean: 75 },
    { period_id: 3, count: 3, mean: 70.667 },
  ],
  count: 3,
  page: 1,
  page_size: 25,
  results: [
    { employee: LEYLA, scores: [80, 85], change: 5 },
    { employee: KAMRAN, scores: [70, 67], change: -3 },
    { employee: NIGAR, scores: [null, 60], change: null },
  ],
});

// ─── The fake API ───────────────────────────────────────────────────────────────────────────────

const REPORT = {
  distribution: 'GET /reports/distribution/',
  competencies: 'GET /reports/competencies/',
  goals: 'GET /reports/goals/',
  completion: 'GET /reports/completion/',
  raters: 'GET /reports/rater-patterns/',
  periods: 'GET /reports/periods/',
} as const;

/** The project's periods, rounds, organisation and every report; `extra` replaces or adds handlers. */
function install(extra: Record<string, FakeHandler> = {}) {
  const answer = (build: (scope: ReportScope, query: URLSearchParams) => unknown) => (request: FakeRequest) =>
    json(200, build(scopeFor(request.query), request.query));
  return installFakeApi({
    'GET /wizard/period-for-dropdown/': () => json(200, PERIODS),
    'GET /wizard/frequency-for-dropdown/': (request) =>
      json(
        200,
        ROUNDS.filter((r) => String(r.period_id) === request.query.get('period_id')),
      ),
    'GET /wizard/positions/': () => json(200, POSITIONS),
    'GET /wizard/departments/': () => json(200, DEPARTMENTS),
    [REPORT.distribution]: answer(distribution),
    [REPORT.competencies]: answer(competencies),
    [REPORT.goals]: answer(goals),
    [REPORT.completion]: answer(completion),
    [REPORT.raters]: answer(raters),
    [REPORT.periods]: answer(periods),
    ...extra,
  });
}
type Api = ReturnType<typeof install>;

/** The query of the last call to a route ("GET /path/"), as an object. */
function lastQuery(api: Api, key: string) {
  const calls = api.callsTo(key);
  expect(calls.length).toBeGreaterThan(0);
  return Object.fromEntries(calls[calls.length - 1]!.query);
}

/** The page as the app shows it: with the users feature's department and employee pickers (app/routes/record-pickers.tsx). */
const open = (route = '/reporting') =>
  renderWithProviders(
    <RecordPickersProvider pickers={recordPickers}>
      <ReportingScreen />
    </RecordPickersProvider>,
    { route },
  );

/** The first answer of the screen (its first render imports MUI and the screen). */
const WAIT = { timeout: 20_000 };

const text = (testId: string) => screen.getByTestId(testId).textContent;
const search = () => new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1] ?? '');
/** The texts of a table row's cells. */
const cells = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('td')].map((cell) => cell.textContent);
/** The texts of a table's column headers. */
const headers = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('thead th')].map((cell) => cell.textContent);

/** Picks an option of a select (IdSelect, ChoiceFilter) or of the department picker. */
async function choose(testId: string, option: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(option));
}

/** Picks the option of an open select's list by its text. */
async function chooseText(testId: string, option: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText(option));
}

describe('/reporting, the reports (docs/product.md §7.10)', () => {
  it('opens on the distribution: a row per department, “All departments” and the target, with counts, shares and means', async () => {
    const api = install();
    open();
    expect(screen.getByTestId('reporting-tab-distribution').getAttribute('aria-selected')).toBe('true');
    await screen.findByTestId('report-distribution-row-10', {}, WAIT);
    expect(text('location')).toBe('/reporting');
    // Nothing chosen: the server picks the current period, over the whole period.
    expect(lastQuery(api, REPORT.distribution)).toEqual({});
    expect(screen.getByRole('heading', { name: 'Final score distribution' })).toBeTruthy();

    expect(headers('report-distribution-table')).toEqual([
      'Department',
      'People',
      'Mean score',
      'Below expectations',
      'Meets expectations',
      'Exceeds expectations',
    ]);
    const rows = within(screen.getByTestId('report-distribution-table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-testid'));
    expect(rows).toEqual([
      'report-distribution-row-10',
      'report-distribution-row-11',
      'report-distribution-row-none',
      'report-distribution-row-all',
      'report-distribution-row-target',
    ]);
    expect(cells('report-distribution-row-10')).toEqual(['Finance', '4', '71.25', '1 (25 %)', '2 (50 %)', '1 (25 %)']);
    expect(cells('report-distribution-row-11')).toEqual(['Sales', '2', '82.50', '0 (0 %)', '1 (50 %)', '1 (50 %)']);
    expect(cells('report-distribution-row-none')).toEqual(['No department', '1', '55.00', '1 (100 %)', '0 (0 %)', '0 (0 %)']);
    expect(cells('report-distribution-row-all')).toEqual(['All departments', '7', '72.14', '2 (28.57 %)', '3 (42.86 %)', '2 (28.57 %)']);
    expect(cells('report-distribution-row-target')).toEqual(['Target', '—', '—', '10 %', '70 %', '20 %']);

    // The chart is a picture named by its caption; the period is the current one.
    expect(screen.getByTestId('report-distribution-chart').getAttribute('role')).toBe('img');
    expect(screen.getByRole('img', { name: 'Share of people per grade, by department' })).toBeTruthy();
    expect(text('report-period')).toBe('H1 2026');
    expect(text('report-round')).toBe('Whole period');
  });

  it('has no target row when calibration sets no target share', async () => {
    install({
      [REPORT.distribution]: (request) => json(200, distribution({ ...scopeFor(request.query), grades: GRADES.map((g) => ({ ...g, target_share: null })) })),
    });
    open();
    await screen.findByTestId('report-distribution-row-all', {}, WAIT);
    expect(screen.queryByTestId('report-distribution-row-target')).toBeNull();
  });

  it('keeps the round, position, grade and department in the URL and sends them; “Whole period” removes the round', async () => {
    const api = install();
    open();
    await screen.findByTestId('report-distribution-row-10', {}, WAIT);

    await choose('report-round', 'report-round-option-31');
    await waitFor(() => expect(lastQuery(api, REPORT.distribution)).toEqual({ period: '3', frequency_id: '31' }));
    expect(search().get('round')).toBe('31');
    expect(search().get('period')).toBe('3');
    // The rounds are the chosen period's, with their dates.
    expect(text('report-round')).toBe('Q1 (Jan 1, 2026 – Mar 31, 2026)');

    await choose('report-filter-position', 'report-filter-position-option-101');
    await waitFor(() => expect(lastQuery(api, REPORT.distribution).position).toBe('101'));
    expect(search().get('position')).toBe('101');

    // The grades are the scale's, with their ranges.
    fireEvent.mouseDown(screen.getByTestId('report-filter-grade'));
    expect((await screen.findByTestId('report-filter-grade-option-302')).textContent).toBe('Meets expectations (60–79.99)');
    fireEvent.click(screen.getByTestId('report-filter-grade-option-302'));
    await waitFor(() => expect(lastQuery(api, REPORT.distribution).grade).toBe('302'));
    expect(search().get('grade')).toBe('302');

    await choose('report-filter-department', 'report-filter-department-option-12');
    await waitFor(() =>
      expect(lastQuery(api, REPORT.distribution)).toEqual({ period: '3', frequency_id: '31', department: '12', position: '101', grade: '302' }),
    );
    expect(search().get('department')).toBe('12');

    await chooseText('report-round', 'Whole period');
    await waitFor(() => expect(lastQuery(api, REPORT.distribution)).toEqual({ period: '3', department: '12', position: '101', grade: '302' }));
    expect(search().has('round')).toBe(false);
    expect(text('report-round')).toBe('Whole period');

    // Another period forgets the round; "Clear filters" keeps the period.
    await choose('report-round', 'report-round-option-32');
    await waitFor(() => expect(lastQuery(api, REPORT.distribution).frequency_id).toBe('32'));
    await choose('report-period', 'report-period-option-2');
    await waitFor(() => expect(lastQuery(api, REPORT.distribution)).toEqual({ period: '2', department: '12', position: '101', grade: '302' }));
    expect(search().has('round')).toBe(false);
    fireEvent.click(screen.getByTestId('report-clear-filters'));
    await waitFor(() => expect(lastQuery(api, REPORT.distribution)).toEqual({ period: '2' }));
    expect([...search().keys()]).toEqual(['period']);
  });

  it('keeps the filters when another report is opened: the competencies read the same people', async () => {
    const api = install();
    open('/reporting?period=3&round=31&position=101&grade=302');
    await screen.findByTestId('report-distribution-row-10', {}, WAIT);
    fireEvent.click(screen.getByTestId('reporting-tab-competencies'));
    await screen.findByTestId('report-competencies-row-10');
    expect(search().get('tab')).toBe('competencies');
    expect(lastQuery(api, REPORT.competencies)).toEqual({ period: '3', frequency_id: '31', position: '101', grade: '302' });
  });

  it('shows the competency heat map: score, norm and gap per cell; a cell with fewer people than the minimum left blank', async () => {
    install();
    open('/reporting?tab=competencies');
    await screen.findByTestId('report-competencies-row-10', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'Competency heat map' })).toBeTruthy();
    expect(headers('report-competencies-table')).toEqual(['Department', 'People', 'Communication', 'Teamwork']);
    expect(text('report-competencies-cell-10-51')).toBe('78.50 (norm 80.00, -1.50)');
    expect(text('report-competencies-cell-10-52')).toBe('85.00 (norm 75.00, +10.00)');
    expect(text('report-competencies-cell-11-51')).toBe('Fewer than 3 people');
    expect(text('report-competencies-cell-11-52')).toBe('Fewer than 3 people');
    expect(text('report-competencies-cell-all-51')).toBe('76.33 (norm 80.00, -3.67)');
    expect(cells('report-competencies-row-all').slice(0, 2)).toEqual(['All departments', '6']);
    expect(text('report-competencies')).toContain('Cells with fewer than 3 people are left blank');

    // The map: scores in coloured cells; a hidden one blank, named by its title.
    const map = within(screen.getByTestId('report-competencies-chart'));
    const mapRows = map.getAllByRole('row', { hidden: true });
    const sales = mapRows.find((row) => row.textContent!.startsWith('Sales'))!;
    const salesCells = [...sales.querySelectorAll('td')].slice(1);
    expect(salesCells.map((cell) => [cell.textContent, cell.getAttribute('title')])).toEqual([
      ['', 'Fewer than 3 people'],
      ['', 'Fewer than 3 people'],
    ]);
    const finance = mapRows.find((row) => row.textContent!.startsWith('Finance'))!;
    expect([...finance.querySelectorAll('td')].slice(1).map((cell) => [cell.textContent, cell.getAttribute('title')])).toEqual([
      ['78.50', null],
      ['85.00', null],
    ]);
  });

  it('lists the goals: by category, each with target, actual, score and whether it missed; missed-only, sort and page go to the server and the URL', async () => {
    const api = install();
    open('/reporting?tab=goals');
    await screen.findByTestId('report-goal-71', {}, WAIT);
    expect(lastQuery(api, REPORT.goals)).toEqual({ missed_only: 'false', page: '1', page_size: '25', ordering: 'employee' });
    expect(cells('report-goals-category-61')).toEqual(['Sales goals', '40', '84.33', '30', '12']);
    expect(cells('report-goals-category-none')).toEqual(['No category', '20', '—', '0', '0']);
    expect(text('report-goal-71-employee')).toBe('Leyla Aliyeva');
    expect(cells('report-goal-71').slice(1)).toEqual(['Sales goals', 'Revenue', '1,000,000', '850,000', '85.00', 'Missed']);
    expect(cells('report-goal-72').slice(1)).toEqual(['No category', 'Customer care', '—', '—', '—', 'Rated on a scale']);
    expect(cells('report-goal-73').slice(1)).toEqual(['Sales goals', 'Costs', '200,000', '180,500.5', '100.00', 'Met']);
    expect(screen.getByText('60 goals')).toBeTruthy();

    fireEvent.click(screen.getByTestId('report-goals-missed-only'));
    await waitFor(() => expect(lastQuery(api, REPORT.goals).missed_only).toBe('true'));
    expect(search().get('missed')).toBe('true');
    expect((screen.getByTestId('report-goals-missed-only') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByTestId('report-goals-sort-score'));
    await waitFor(() => expect(lastQuery(api, REPORT.goals).ordering).toBe('score'));
    expect(search().get('sort')).toBe('score');
    fireEvent.click(screen.getByTestId('report-goals-sort-score'));
    await waitFor(() => expect(lastQuery(api, REPORT.goals).ordering).toBe('-score'));
    expect(search().get('sort')).toBe('-score');

    fireEvent.click(within(screen.getByTestId('report-goals-pager')).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(api, REPORT.goals)).toEqual({ missed_only: 'true', page: '2', page_size: '25', ordering: '-score' }));
    expect(search().get('page')).toBe('2');
    expect(text('report-goals-pager')).toContain('26–50 of 60');

    // Switching missed-only off goes back to page 1 and out of the URL.
    fireEvent.click(screen.getByTestId('report-goals-missed-only'));
    await waitFor(() => expect(lastQuery(api, REPORT.goals)).toEqual({ missed_only: 'false', page: '1', page_size: '25', ordering: '-score' }));
    expect(search().has('missed')).toBe(false);
    expect(search().has('page')).toBe(false);
  });

  it('shows the completion by party (translated, parties without evaluations left out), by department and by evaluator', async () => {
    const api = install();
    open('/reporting?tab=completion');
    await screen.findByTestId('report-completion-evaluator-42', {}, WAIT);
    expect(lastQuery(api, REPORT.completion)).toEqual({ page: '1', page_size: '25', ordering: 'evaluator' });
    expect(screen.getByRole('img', { name: '12 of 20 evaluations completed' })).toBeTruthy();
    expect(headers('report-completion-party')).toEqual(['Party', 'Evaluations', 'Completed', 'Completed %']);
    expect(
      within(screen.getByTestId('report-completion-party'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Manager', '8', '6', '75 %'],
      ['Coworker', '10', '5', '50 %'],
      ['Self', '2', '1', '50 %'],
    ]);
    expect(cells('report-completion-department-10')).toEqual(['Finance', '14', '9', '64.29 %']);
    expect(cells('report-completion-department-none')).toEqual(['No department', '6', '3', '50 %']);

    expect(headers('report-completion-table')).toEqual(['Evaluator', 'Evaluations', 'Completed', 'Still to do']);
    expect(text('report-completion-evaluator-42-name')).toBe('Kamran Zeynalov');
    expect(cells('report-completion-evaluator-42').slice(1)).toEqual(['9', '3', '6']);
    expect(cells('report-completion-evaluator-43').slice(1)).toEqual(['4', '4', '0']);
    expect(screen.getByText('By evaluator: 2 evaluators')).toBeTruthy();

    fireEvent.click(screen.getByTestId('report-completion-sort-pending'));
    await waitFor(() => expect(lastQuery(api, REPORT.completion).ordering).toBe('pending'));
  });

  it('shows the rater patterns: the company line and each evaluator; the flag filter goes to the server and the URL', async () => {
    const api = install();
    open('/reporting?tab=raters');
    await screen.findByTestId('report-rater-42', {}, WAIT);
    expect(lastQuery(api, REPORT.raters)).toEqual({ flag: 'all', page: '1', page_size: '25', ordering: 'evaluator' });
    expect(text('report-raters-company')).toBe('Company: 1,234 ratings, mean 72.50, standard deviation 12.25');
    expect(headers('report-raters-table')).toEqual(['Evaluator', 'Ratings', 'Evaluatees', 'Mean score', 'Standard deviation', 'Difference', 'z', 'Flag']);
    expect(text('report-rater-42-name')).toBe('Kamran Zeynalov');
    expect(cells('report-rater-42').slice(1)).toEqual(['14', '5', '86.10', '8.00', '+13.60', '+1.11', 'Lenient']);
    expect(cells('report-rater-43').slice(1)).toEqual(['4', '3', '60.00', '15.50', '-12.50', '-1.02', '']);

    await choose('report-raters-flag', 'report-raters-flag-option-lenient');
    await waitFor(() => expect(lastQuery(api, REPORT.raters).flag).toBe('lenient'));
    expect(search().get('flag')).toBe('lenient');
    await choose('report-raters-party', 'report-raters-party-option-coworker');
    await waitFor(() =>
      expect(lastQuery(api, REPORT.raters)).toEqual({ party: 'coworker', flag: 'lenient', page: '1', page_size: '25', ordering: 'evaluator' }),
    );
    expect(search().get('party')).toBe('coworker');
  });

  it('compares periods: no round picker, a column per period by name, the change signed; a round in the URL is not sent', async () => {
    const api = install();
    open('/reporting?tab=periods&period=3&round=31');
    await screen.findByTestId('report-period-41', {}, WAIT);
    expect(screen.queryByTestId('report-round')).toBeNull();
    expect(text('report-period')).toBe('H1 2026');
    expect(lastQuery(api, REPORT.periods)).toEqual({ period: '3', page: '1', page_size: '25', ordering: 'full_name' });
    expect(headers('report-periods-table')).toEqual(['Employee', 'H2 2025', 'H1 2026', 'Change']);
    expect(cells('report-period-41').slice(1)).toEqual(['80.00', '85.00', '+5.00']);
    expect(text('report-period-42-change')).toBe('-3.00');
    expect(cells('report-period-43').slice(1)).toEqual(['—', '60.00', '—']);
    expect(screen.getByText('3 employees')).toBeTruthy();

    // The last two periods and the change sort on the server.
    fireEvent.click(screen.getByTestId('report-periods-sort-change'));
    await waitFor(() => expect(lastQuery(api, REPORT.periods).ordering).toBe('change'));
    fireEvent.click(screen.getByTestId('report-periods-sort-change'));
    await waitFor(() => expect(lastQuery(api, REPORT.periods).ordering).toBe('-change'));
    fireEvent.click(screen.getByTestId('report-periods-sort-previous'));
    await waitFor(() => expect(lastQuery(api, REPORT.periods).ordering).toBe('previous'));
  });

  it('exports a report’s table as XLSX or CSV with the same filters (and its order, no page)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const file = (name: string) => () => new Response('sheet', { status: 200, headers: { 'content-disposition': `attachment; filename="${name}"` } });
    const api = install({
      'GET /reports/distribution/export/': file('distribution.xlsx'),
      'GET /reports/goals/export/': file('goals.csv'),
    });
    const view = open('/reporting?period=3&round=31&position=101&grade=302');
    await screen.findByTestId('report-distribution-row-10', {}, WAIT);
    fireEvent.click(screen.getByTestId('report-distribution-export'));
    fireEvent.click(await screen.findByTestId('report-distribution-export-xlsx'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /reports/distribution/export/').map((call) => Object.fromEntries(call.query))).toEqual([
      { period: '3', frequency_id: '31', position: '101', grade: '302', format: 'xlsx' },
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('distribution.xlsx');
    view.unmount();

    open('/reporting?tab=goals&round=31&missed=true&sort=-score&page=2');
    await screen.findByTestId('report-goal-71', {}, WAIT);
    fireEvent.click(screen.getByTestId('report-goals-export'));
    fireEvent.click(await screen.findByTestId('report-goals-export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.callsTo('GET /reports/goals/export/').map((call) => Object.fromEntries(call.query))).toEqual([
      { frequency_id: '31', missed_only: 'true', ordering: '-score', format: 'csv' },
    ]);
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('goals.csv');
  });

  it('shows the server’s message when an export is refused', async () => {
    install({ 'GET /reports/rater-patterns/export/': () => json(400, { detail: 'Invalid input.', code: 'invalid', errors: {} }) });
    open('/reporting?tab=raters');
    await screen.findByTestId('report-rater-42', {}, WAIT);
    fireEvent.click(screen.getByTestId('report-rater-patterns-export'));
    fireEvent.click(await screen.findByTestId('report-rater-patterns-export-xlsx'));
    expect(await screen.findByText('Invalid input.')).toBeTruthy();
  });

  it('says there is no period yet in a project without one, in every report', async () => {
    const empty = {
      [REPORT.distribution]: () => json(200, { ...distribution(NO_PERIOD), total: { count: 0, mean: null, counts: [], shares: [] }, departments: [] }),
      [REPORT.competencies]: () => json(200, { ...competencies(NO_PERIOD), competencies: [], total: { people: 0, cells: [] }, departments: [] }),
      [REPORT.goals]: () => json(200, { ...goals(NO_PERIOD, new URLSearchParams()), categories: [], count: 0, results: [] }),
      [REPORT.completion]: () =>
        json(200, { ...completion(NO_PERIOD), total: { total: 0, completed: 0 }, parties: [], departments: [], count: 0, results: [] }),
      [REPORT.raters]: () => json(200, { ...raters(NO_PERIOD), company: { ratings: 0, mean: null, spread: null }, count: 0, results: [], bands: [] }),
      [REPORT.periods]: () => json(200, { ...periods(NO_PERIOD), periods: [], means: [], count: 0, results: [] }),
    };
    install({ 'GET /wizard/period-for-dropdown/': () => json(200, []), ...empty });
    const { router } = open();
    expect((await screen.findByTestId('report-distribution-empty', {}, WAIT)).textContent).toBe(
      'There is no period yet: set up periods on the Periods screen first.',
    );
    expect(screen.queryByTestId('report-distribution-table')).toBeNull();
    expect(screen.queryByTestId('report-distribution-chart')).toBeNull();
    for (const [tab, name] of [
      ['competencies', 'competencies'],
      ['goals', 'goals'],
      ['completion', 'completion'],
      ['raters', 'rater-patterns'],
      ['periods', 'periods'],
    ] as const) {
      await act(() => router.navigate(`/reporting?tab=${tab}`));
      expect((await screen.findByTestId(`report-${name}-empty`)).textContent).toBe('There is no period yet: set up periods on the Periods screen first.');
    }
  });

  it('says nobody has a score yet when the filters match no one', async () => {
    install({
      [REPORT.distribution]: (request) =>
        json(200, { ...distribution(scopeFor(request.query)), total: { count: 0, mean: null, counts: [0, 0, 0], shares: [0, 0, 0] }, departments: [] }),
    });
    open();
    expect((await screen.findByTestId('report-distribution-empty', {}, WAIT)).textContent).toBe('Nobody matching these filters has a score yet.');
  });

  it('shows a failed read in place of the report', async () => {
    install({ [REPORT.distribution]: () => json(500, { detail: 'A server error occurred.', code: 'server_error' }) });
    open();
    expect((await screen.findByTestId('report-distribution-error', {}, WAIT)).textContent).toBe('A server error occurred.');
  });

  it('is written in Azerbaijani: the titles, the columns and the numbers', async () => {
    await changeLanguage('az');
    install();
    const { router } = open();
    await screen.findByTestId('report-distribution-row-10', {}, WAIT);
    expect(text('reporting-tab-distribution')).toBe('Paylanma');
    expect(screen.getByRole('heading', { name: 'Yekun balların paylanması' })).toBeTruthy();
    expect(headers('report-distribution-table').slice(0, 3)).toEqual(['Şöbə', 'İşçi sayı', 'Orta bal']);
    expect(cells('report-distribution-row-all')).toEqual(['Bütün şöbələr', '7', '72,14', '2 (28,57 %)', '3 (42,86 %)', '2 (28,57 %)']);
    expect(text('report-round')).toBe('Bütün dövr');

    await act(() => router.navigate('/reporting?tab=competencies'));
    await screen.findByTestId('report-competencies-row-10');
    expect(screen.getByRole('heading', { name: 'Səriştələrin istilik xəritəsi' })).toBeTruthy();
    expect(text('report-competencies-cell-10-51')).toBe('78,50 (norma 80,00, -1,50)');
    expect(text('report-competencies-cell-11-51')).toBe('3 nəfərdən az');

    await act(() => router.navigate('/reporting?tab=periods'));
    await screen.findByTestId('report-period-41');
    expect(screen.getByRole('heading', { name: 'Dövrlərin müqayisəsi' })).toBeTruthy();
    expect(headers('report-periods-table')).toEqual(['İşçi', 'H2 2025', 'H1 2026', 'Dəyişiklik']);
  });

  it('is written in Russian: the titles, the columns, the parties and the plurals', async () => {
    await changeLanguage('ru');
    install();
    const { router } = open('/reporting?tab=completion');
    await screen.findByTestId('report-completion-evaluator-42', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'Завершённость' })).toBeTruthy();
    expect(headers('report-completion-party')).toEqual(['Сторона', 'Оценок', 'Завершено', 'Завершено, %']);
    expect(cells('report-completion-party-manager')).toEqual(['Руководитель', '8', '6', '75 %']);
    expect(cells('report-completion-party-self')[0]).toBe('Самооценка');
    expect(screen.getByText('По оценщикам: 2 оценщика')).toBeTruthy();

    await act(() => router.navigate('/reporting?tab=competencies'));
    await screen.findByTestId('report-competencies-row-10');
    expect(screen.getByRole('heading', { name: 'Тепловая карта компетенций' })).toBeTruthy();
    expect(headers('report-competencies-table').slice(0, 2)).toEqual(['Отдел', 'Сотрудников']);
    expect(text('report-competencies-cell-11-51')).toBe('Меньше 3 человек');
    expect(text('report-competencies-cell-10-52')).toBe('85,00 (норма 75,00, +10,00)');

    await act(() => router.navigate('/reporting?tab=raters'));
    await screen.findByTestId('report-rater-42');
    expect(screen.getByRole('heading', { name: 'Манера оценивания' })).toBeTruthy();
    expect(text('report-raters-company')).toBe('Компания: оценок 1\u00a0234, среднее 72,50, стандартное отклонение 12,25');
    expect(cells('report-rater-42').at(-1)).toBe('Мягкий');
  });
});
