import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminDashboardRoute from '../../../app/routes/admin-dashboard.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { dashboard, installDashboardApi, PERIODS, ROUNDS, TOP_TEN } from '../testing/dashboard-api.ts';

/** The first answer of the screen (its first render imports MUI and the screen). */
const WAIT = { timeout: 20_000 };

type Api = Awaited<ReturnType<typeof installDashboardApi>>;

const lastQuery = (api: Api, path: string) => {
  const all = api.queries(path);
  return Object.fromEntries(new URLSearchParams(all[all.length - 1]));
};

const text = (testId: string) => screen.getByTestId(testId).textContent;
const location = () => screen.getByTestId('location').textContent;

async function choose(testId: string, optionTestId: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(optionTestId));
}

/** Shows a figure's table instead of its chart. */
function showTable(figure: string) {
  fireEvent.click(screen.getByTestId(`${figure}-view-table`));
}

/** The server's choice: the period asked for (else 2026) and the round asked for (else the period's first). */
function answerFor(query: URLSearchParams) {
  const period = query.get('period') === '1' ? PERIODS[1] : PERIODS[0];
  const rounds =
    period.id === 1
      ? [
          { id: 11, name: 'H1', start_date: '2025-01-01', end_date: '2025-06-30', period: { id: 1, name: '2025' } },
          { id: 12, name: 'H2', start_date: '2025-07-01', end_date: '2025-12-31', period: { id: 1, name: '2025' } },
        ]
      : ROUNDS;
  const round = rounds.find((r) => String(r.id) === query.get('frequency_id')) ?? rounds[0]!;
  return dashboard({ period, rounds, round: { ...round, released_at: null, visible: true, days_left: 0 } });
}

const open = (route = '/') => renderWithProviders(<AdminDashboardRoute />, { route });

describe('the admin dashboard at / (docs/product.md §7.9)', () => {
  it('shows the round at a glance: completed of total, days left, per party and department, and the evaluators with most to do linking to their list', async () => {
    const api = await installDashboardApi();
    open();
    expect((await screen.findByTestId('dashboard-progress-count', {}, WAIT)).textContent).toBe('30 of 40 (75 %)');
    expect(lastQuery(api, '/main/dashboard/')).toEqual({});
    expect(text('dashboard-days-left')).toBe('5 days left');

    // The charts come with their tables; a party without evaluations is left out.
    expect(screen.getByTestId('dashboard-by-party-chart').getAttribute('role')).toBe('img');
    showTable('dashboard-by-party');
    expect(text('dashboard-by-party-manager')).toBe('Manager91090 %');
    expect(text('dashboard-by-party-coworker')).toBe('Coworker132065 %');
    expect(screen.queryByTestId('dashboard-by-party-subworker')).toBeNull();
    showTable('dashboard-by-department');
    expect(text('dashboard-by-department-2')).toBe('Sales101567 %');

    const pending = screen.getByTestId('dashboard-pending-link-31');
    expect(pending.textContent).toBe('Leyla Aliyeva');
    expect(pending.getAttribute('href')).toBe('/evaluations?period=2&round=21&evaluator=31&completion=not_completed&card=active');
    expect(text('dashboard-pending-32')).toContain('Sales');
  });

  it('says the days left, ends today and ended, pluralised in Russian', async () => {
    const answers = [22, 0, -1, -5];
    let call = 0;
    await installDashboardApi({ 'GET /main/dashboard/': () => json(200, dashboard({ round: { ...dashboard().round!, days_left: answers[call++] ?? 0 } })) });
    await act(() => i18n.changeLanguage('ru'));
    const { queryClient } = open();
    expect((await screen.findByTestId('dashboard-days-left', {}, WAIT)).textContent).toBe('Осталось 22 дня');
    for (const expected of ['Завершается сегодня', 'Завершён 1 день назад', 'Завершён 5 дней назад']) {
      await act(() => queryClient.refetchQueries());
      await waitFor(() => expect(text('dashboard-days-left')).toBe(expected));
    }
  });

  it('shows goal setting: ready of all, per department, and who is missing, linking to the goals of the period', async () => {
    await installDashboardApi();
    open();
    expect((await screen.findByTestId('dashboard-goals-ready-count', {}, WAIT)).textContent).toBe('15 of 20 (75 %)');
    expect(text('dashboard-goals-department-2-count')).toBe('5 of 8 (63 %)');
    expect(text('dashboard-goals-missing-33')).toBe('NHNigar HuseynovaSales262.5 %');
    expect(screen.getByTestId('dashboard-goals-missing-link-34').getAttribute('href')).toBe('/goals?period=2&employee=34');
    const more = screen.getByTestId('dashboard-goals-more');
    expect(more.textContent).toBe('And 3 more: open the goals');
    expect(more.getAttribute('href')).toBe('/goals?period=2');
  });

  it('lists the top 10 and bottom 10 with ties as ties, photo, department, position, score, grade and evaluations, linking to the card', async () => {
    const api = await installDashboardApi();
    open();
    const top = await screen.findByTestId('dashboard-top', {}, WAIT);
    expect(lastQuery(api, '/main/topten/')).toEqual({ frequency_id: '21' });
    // Competition ranking: 1, 2, 2, 4, the shared rank marked.
    expect(TOP_TEN.top.map((row) => text(`dashboard-top-rank-${row.employee.id}`))).toEqual(['1', '=2', '=2', '4']);
    expect(screen.getByTestId('dashboard-top-rank-42').dataset.tied).toBe('true');
    expect(screen.getByTestId('dashboard-top-rank-41').dataset.tied).toBe('false');
    const row = within(top).getByTestId('dashboard-top-42');
    expect(row.textContent).toBe('=2RKRashad KarimovSales managerSales85.25Exceeds expectations5');
    expect(screen.getByTestId('dashboard-top-link-42').getAttribute('href')).toBe('/performance-card/42/2');
    expect(text('dashboard-bottom-rank-44')).toBe('1');
    expect(text('dashboard-top-ten-counts')).toBe('Ranked: 4 · not ranked, result incomplete: 1');
  });

  it('counts a tie too large for the list in its last row, in the reader’s language', async () => {
    await installDashboardApi({
      'GET /main/topten/': () => json(200, { ...TOP_TEN, top: TOP_TEN.top.slice(0, 1), top_tied: { rank: 2, score: 85.25, count: 1240 } }),
    });
    open();
    const tied = await screen.findByTestId('dashboard-top-tied', {}, WAIT);
    expect(tied.textContent).toBe('=2More people with the score 85.25: 1,240. Too many to list; none is left out of the rank.');
    expect(screen.queryByTestId('dashboard-bottom-tied')).toBeNull();
  });

  it('ranks by skill or goal overall through their endpoints, filtered by department and position, all kept in the URL', async () => {
    const api = await installDashboardApi();
    open('/?period=2&round=21');
    await screen.findByTestId('dashboard-top', {}, WAIT);
    expect(screen.getByTestId('dashboard-top-grade-41')).toBeTruthy();

    fireEvent.click(screen.getByTestId('dashboard-rank-skill'));
    await waitFor(() => expect(api.callsTo('GET /wizard/topten/')).toHaveLength(1));
    expect(lastQuery(api, '/wizard/topten/')).toEqual({ frequency_id: '21' });
    // Skill and goal lists have no grade.
    await waitFor(() => expect(screen.queryByTestId('dashboard-top-grade-41')).toBeNull());
    expect(location()).toBe('/?period=2&round=21&rank=skill');

    await choose('dashboard-top-ten-position', 'dashboard-top-ten-position-option-101');
    await waitFor(() => expect(lastQuery(api, '/wizard/topten/')).toEqual({ frequency_id: '21', position: '101' }));
    await choose('dashboard-top-ten-department', 'dashboard-top-ten-department-option-10');
    await waitFor(() => expect(lastQuery(api, '/wizard/topten/')).toEqual({ frequency_id: '21', department: '10', position: '101' }));
    expect(location()).toBe('/?period=2&round=21&rank=skill&position=101&department=10');

    fireEvent.click(screen.getByTestId('dashboard-rank-goal'));
    await waitFor(() => expect(lastQuery(api, '/goals/topten/')).toEqual({ frequency_id: '21', department: '10', position: '101' }));
    expect(api.callsTo('GET /main/topten/')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('dashboard-top-ten-clear-filters'));
    await waitFor(() => expect(location()).toBe('/?period=2&round=21&rank=goal'));
  });

  it('keeps the chosen period and round in the URL and asks for them', async () => {
    const api = await installDashboardApi({ 'GET /main/dashboard/': ({ query }) => json(200, answerFor(query)) });
    open('/?period=2&round=22');
    await screen.findByTestId('dashboard-round', {}, WAIT);
    expect(lastQuery(api, '/main/dashboard/')).toEqual({ period: '2', frequency_id: '22' });
    expect(text('dashboard-round-picker')).toBe('H2 (Jul 1, 2026 – Dec 31, 2026)');
    await waitFor(() => expect(lastQuery(api, '/main/topten/')).toEqual({ frequency_id: '22' }));

    // Another period forgets the round: the server shows that period's current one.
    await choose('dashboard-period', 'dashboard-period-option-1');
    await waitFor(() => expect(location()).toBe('/?period=1'));
    expect(lastQuery(api, '/main/dashboard/')).toEqual({ period: '1' });
    await waitFor(() => expect(text('dashboard-round-picker')).toBe('H1 (Jan 1, 2025 – Jun 30, 2025)'));

    // A round of the period shown.
    await choose('dashboard-round-picker', 'dashboard-round-picker-option-12');
    await waitFor(() => expect(location()).toBe('/?period=1&round=12'));
    expect(lastQuery(api, '/main/dashboard/')).toEqual({ period: '1', frequency_id: '12' });
    await waitFor(() => expect(lastQuery(api, '/main/topten/')).toEqual({ frequency_id: '12' }));
  });

  it('shows the distribution against the targets, the department means and the trend as charts with tables', async () => {
    await installDashboardApi();
    open();
    expect((await screen.findByTestId('dashboard-distribution-total', {}, WAIT)).textContent).toBe('People with a score: 24');
    // The charts load on first use; each is one image named by its caption, with no focus stop inside.
    const grades = screen.getByTestId('dashboard-grades-chart');
    const trend = screen.getByTestId('dashboard-trend-figure-chart');
    await waitFor(() => expect([grades, trend].map((chart) => chart.querySelectorAll('.MuiChartsLegend-label').length)).toEqual([2, 1]), WAIT);
    expect(document.getElementById(grades.getAttribute('aria-labelledby')!)?.textContent).toBe('Share of people per grade against the target share');
    expect([...grades.querySelectorAll('.MuiChartsLegend-label')].map((label) => label.textContent)).toEqual(['Share', 'Target']);
    expect(grades.querySelector('[tabindex]')).toBeNull();
    expect(trend.querySelector('[tabindex]')).toBeNull();
    showTable('dashboard-grades');
    expect(text('dashboard-grade-302')).toBe('Meets expectations60 – 79.991250 %70 %');
    showTable('dashboard-means-figure');
    expect(text('dashboard-means-1')).toBe('Finance1474.25');
    // A department without anyone scored is not drawn.
    expect(screen.queryByTestId('dashboard-means-3')).toBeNull();
    showTable('dashboard-trend-figure');
    expect(text('dashboard-trend-2')).toBe('20262472.38');
    expect((await screen.findByTestId('dashboard-details-activeEmployees-value')).textContent).toBe('1,250');
    expect(text('dashboard-details-personalGoals')).toContain('Personal goals');
  });

  it('writes scores with a decimal comma in Russian', async () => {
    await installDashboardApi();
    await act(() => i18n.changeLanguage('ru'));
    open();
    expect((await screen.findByTestId('dashboard-top-score-42', {}, WAIT)).textContent).toBe('85,25');
    showTable('dashboard-trend-figure');
    expect(text('dashboard-trend-2-score')).toBe('72,38');
    showTable('dashboard-grades');
    expect(text('dashboard-grade-302')).toContain('60 – 79,99');
    expect(text('dashboard-goals-missing-weight-33')).toBe('62,5 %');
    expect(text('dashboard-details-activeEmployees-value')).toBe('1\u00a0250');
    expect(text('dashboard-days-left')).toBe('Осталось 5 дней');
  });

  it('reminds every evaluator with something to do, after asking, with a toast', async () => {
    const api = await installDashboardApi({
      'POST /wizard/remind-pending/': () =>
        json(201, { id: 9, trigger: 'manual', key: 'manual', by: 'Aysel Mammadova', recipients: 4, created_at: '2026-03-02T08:00:00.000Z' }),
    });
    open();
    fireEvent.click(await screen.findByTestId('evaluations-remind', {}, WAIT));
    fireEvent.click(within(await screen.findByTestId('remind-confirm')).getByTestId('confirm-button'));
    expect(await screen.findByText('Evaluators reminded: 4')).toBeTruthy();
    expect(api.callsTo('POST /wizard/remind-pending/').map((c) => c.body)).toEqual([{ frequency_id: 21 }]);
  });

  it('fits a phone: the charts scroll inside their own box and the tables sideways', async () => {
    setScreenWidth(390);
    try {
      await installDashboardApi();
      open();
      const chart = await screen.findByTestId('dashboard-by-department-chart', {}, WAIT);
      expect(chart.parentElement?.getAttribute('role')).toBe('region');
      expect(chart.parentElement?.getAttribute('tabindex')).toBe('0');
      expect((await screen.findByTestId('dashboard-top')).closest('[role="region"]')).toBeTruthy();
      // The top 10's filters fold behind one button.
      expect(screen.getByTestId('dashboard-top-ten-filters-toggle')).toBeTruthy();
    } finally {
      setScreenWidth(1280);
    }
  });
});

describe('a young project: what to do next instead of empty charts (docs/product.md §7.9)', () => {
  const empty = { progress: null, pending_evaluators: [], goal_setting: null, distribution: { total: 0, grades: [] }, department_means: [], trend: [] };
  const cases = [
    { step: 'setup', role: 'super_admin', link: '/wizard', action: 'Open the wizard' },
    { step: 'create_period', role: 'admin', link: '/periods', action: 'Open periods' },
    { step: 'launch_round', role: 'admin', link: '/evaluations?period=2&round=21', action: 'Go to evaluations' },
    { step: 'await_results', role: 'super_admin', link: '/evaluations?period=2&round=21', action: 'Follow the progress' },
  ] as const;

  for (const { step, role, link, action } of cases) {
    it(`${step} (${role}): says what to do and links there, with no chart`, async () => {
      const api = await installDashboardApi({ 'GET /main/dashboard/': () => json(200, dashboard({ ...empty, next_step: step })) }, { user_type: role });
      open();
      const panel = await screen.findByTestId('dashboard-next-step', {}, WAIT);
      expect(panel.dataset.step).toBe(step);
      const button = within(panel).getByTestId('dashboard-next-step-link');
      expect(button.textContent).toBe(action);
      expect(button.getAttribute('href')).toBe(link);
      await screen.findByTestId('dashboard-details-departments-value');
      for (const part of ['dashboard-round', 'dashboard-goals', 'dashboard-top-ten', 'dashboard-distribution', 'dashboard-means', 'dashboard-trend'])
        expect(screen.queryByTestId(part), part).toBeNull();
      expect(api.callsTo('GET /main/topten/')).toHaveLength(0);
    });
  }

  it('setup for an admin: the super admin sets the project up, no link to the wizard', async () => {
    await installDashboardApi({
      'GET /main/dashboard/': () => json(200, dashboard({ ...empty, period: null, periods: [], rounds: [], round: null, next_step: 'setup' })),
    });
    open();
    const panel = await screen.findByTestId('dashboard-next-step', {}, WAIT);
    expect(within(panel).queryByTestId('dashboard-next-step-link')).toBeNull();
    expect(text('dashboard-next-step-text')).toContain('The super admin sets up');
    // No period yet: no pickers.
    expect(screen.queryByTestId('dashboard-period')).toBeNull();
  });

  it('waiting for results still shows the round’s progress and goal setting', async () => {
    await installDashboardApi({
      'GET /main/dashboard/': () =>
        json(200, dashboard({ next_step: 'await_results', distribution: { total: 0, grades: [] }, department_means: [], trend: [] })),
    });
    open();
    await screen.findByTestId('dashboard-next-step', {}, WAIT);
    expect(screen.getByTestId('dashboard-round')).toBeTruthy();
    expect(screen.getByTestId('dashboard-goals')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-top-ten')).toBeNull();
    expect(screen.queryByTestId('dashboard-distribution')).toBeNull();
  });
});
