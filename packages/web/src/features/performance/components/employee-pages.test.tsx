import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import UserGoalPerformanceRoute from '../../../app/routes/user-goal-performance.tsx';
import UserSkillPerformanceRoute from '../../../app/routes/user-skill-performance.tsx';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { installPerformanceApi, SKILL_PERFORMANCE } from '../testing/performance-api.ts';

const WAIT = { timeout: 20_000 };

/** The two pages under their paths, as the route table mounts them. */
const pages = (
  <Routes>
    <Route path="/user-skill-performance/:id" element={<UserSkillPerformanceRoute />} />
    <Route path="/user-goal-performance/:id" element={<UserGoalPerformanceRoute />} />
  </Routes>
);

/** jsdom lays nothing out: the chart's container gets a width, as a browser gives it. */
function giveChartsAWidth() {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    return new Proxy(style, {
      get(target, key) {
        if (key === 'width') return '800px';
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
}

describe('/user-skill-performance/{id} (docs/product.md §4.6, §7)', () => {
  it('tells the admin which parties count pooled as Others and which are left out to keep peers anonymous (§5.9)', async () => {
    const [first] = SKILL_PERFORMANCE.rounds;
    const pooled = {
      ...SKILL_PERFORMANCE,
      rounds: [
        {
          ...first!,
          parties: [
            { party: 'manager' as const, evaluators: 1, mean: 80, weight: 0.5, counted_as: 'manager' as const },
            { party: 'coworker' as const, evaluators: 1, mean: 70, weight: 0.4, counted_as: 'others' as const },
            { party: 'subworker' as const, evaluators: 1, mean: 40, weight: 0.1, counted_as: 'others' as const },
          ],
        },
      ],
    };
    await installPerformanceApi({ 'GET /wizard/employee-skill-performance/': () => json(200, pooled) });
    renderWithProviders(pages, { route: '/user-skill-performance/31?period=2' });
    expect((await screen.findByTestId('skill-party-21-coworker', {}, WAIT)).textContent).toBe('Coworkercounted in Others170.0040 %');
    expect(screen.getByTestId('skill-party-21-manager').textContent).toBe('Manager180.0050 %');
  });

  it('shows the person, per round the skill overall and parties, and per competency a chart with the same values as a table', async () => {
    giveChartsAWidth();
    const api = await installPerformanceApi();
    renderWithProviders(pages, { route: '/user-skill-performance/31?period=2' });
    const round = await screen.findByTestId('skill-round-21', {}, WAIT);
    expect(api.callsTo('GET /wizard/employee-skill-performance/')[0]!.query.toString()).toBe('employee=31&period=2');
    expect(screen.getByTestId('performance-person').textContent).toContain('Leyla Aliyeva');
    expect(screen.getByTestId('performance-person').textContent).toContain('E031 · Accountant · Finance');
    expect(within(round).getByTestId('skill-overall-21').textContent).toBe('75.50');
    expect(within(round).getByTestId('skill-completeness-21').textContent).toBe('Competencies 3/4');
    // The parties with evaluators and their effective weights; a party without ratings dropped out.
    expect(screen.getByTestId('skill-party-21-manager').textContent).toBe('Manager180.0050 %');
    expect(screen.getByTestId('skill-party-21-self').textContent).toBe('Self0—Dropped out');

    // The chart: bars per party and the norm, its caption naming the table.
    const chart = screen.getByTestId('skill-chart-21');
    expect(chart.tagName).toBe('FIGURE');
    expect(within(chart).getByText(/The table below lists the same values/)).toBeTruthy();
    // Two competencies × (manager, coworker, norm); the legend names them.
    await waitFor(() => expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(6));
    expect([...chart.querySelectorAll('.MuiChartsLegend-series')].map((s) => s.textContent)).toEqual(['Manager', 'Coworker', 'Norm']);
    expect([...chart.querySelectorAll('.MuiChartsAxis-tickLabel')].map((l) => l.textContent)).toContain('Planning');
    // The table: per party, overall, norm and gap of each competency.
    const table = screen.getByTestId('skill-table-21');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Competency', 'Weight', 'Norm', 'Manager', 'Coworker', 'Score', 'Gap to the norm']);
    expect(screen.getByTestId('skill-line-21-61').textContent).toBe('PlanningCore · Hard skill60 %4 (80.00)100.0070.0085.00+5.00');
    expect(screen.getByTestId('skill-gap-21-62').textContent).toBe('-10.00');
    expect(screen.getByTestId('skill-party-score-21-62-manager').textContent).toBe('40.00');
    expect(screen.getByTestId('skill-goals-link').getAttribute('href')).toBe('/user-goal-performance/31?period=2');
    expect(screen.getByTestId('skill-card-link').getAttribute('href')).toBe('/performance-card/31/2');
  });

  it('changes the period in the URL and asks for it; an employee out of reach is "not found"', async () => {
    const api = await installPerformanceApi({
      'GET /wizard/employee-skill-performance/': ({ query }) =>
        query.get('employee') === '99' ? json(404, { detail: 'Not found any data', code: 'not_found' }) : json(200, SKILL_PERFORMANCE),
    });
    const { router } = renderWithProviders(pages, { route: '/user-skill-performance/31' });
    await screen.findByTestId('skill-round-21', {}, WAIT);
    expect(api.callsTo('GET /wizard/employee-skill-performance/')[0]!.query.toString()).toBe('employee=31');
    fireEvent.mouseDown(screen.getByTestId('performance-employee-period'));
    fireEvent.click(await screen.findByTestId('performance-employee-period-option-1'));
    await waitFor(() => expect(router.state.location.search).toBe('?period=1'));
    await waitFor(() => expect(api.callsTo('GET /wizard/employee-skill-performance/').at(-1)!.query.get('period')).toBe('1'));

    await router.navigate('/user-skill-performance/99');
    expect((await screen.findByTestId('performance-not-found')).textContent).toBe('Not found any data');
  });
});

describe('/user-goal-performance/{id} (docs/product.md §4.2–§4.5, §7)', () => {
  it('shows G and the weights per round, and each goal with target, actual, direction, score, weight, sub goals and the shared marker', async () => {
    await installPerformanceApi();
    renderWithProviders(pages, { route: '/user-goal-performance/31?period=2' });
    const round = await screen.findByTestId('goal-round-21', {}, WAIT);
    expect(within(round).getByTestId('goal-overall-21').textContent).toBe('90.00');
    expect(within(round).getByTestId('goal-evaluated-21').textContent).toBe('Goal evaluation completed');
    expect(screen.getByTestId('goal-overall-22').textContent).toBe('—');
    expect(screen.getByTestId('goal-weights-22').textContent).toBe('Weights: 60 %');

    const revenue = screen.getByTestId('goal-row-41');
    expect(within(revenue).getByTestId('goal-target-41').textContent).toBe('100');
    expect(within(revenue).getByTestId('goal-actual-41').textContent).toBe('110');
    expect(within(revenue).getByTestId('goal-score-41').textContent).toBe('110.00');
    expect(within(revenue).getByTestId('goal-direction-41').textContent).toBe('Higher is better');
    expect(within(revenue).getByTestId('goal-weight-41').textContent).toBe('60 %');
    expect(within(revenue).getByTestId('goal-shared-41').textContent).toBe('Shared');
    expect(revenue.textContent).toContain('Sales · H1 · Deadline Jun 30, 2026');
    expect(screen.getByTestId('goal-direction-42').textContent).toBe('Lower is better');
    expect(screen.getByTestId('goal-row-42').textContent).toContain('Every round of the period');
    expect(screen.queryByTestId('goal-shared-42')).toBeNull();
    // A goal with sub goals: its score from them; the sub goal rated on a scale.
    expect(screen.getByTestId('goal-row-43').textContent).toContain('The weighted mean of its sub goals (1)');
    const sub = screen.getByTestId('goal-sub-43-51');
    expect(within(sub).getByTestId('goal-direction-43-51').textContent).toBe('Rated on 1–5');
    expect(within(sub).getByTestId('goal-actual-43-51').textContent).toBe('4');
    expect(within(sub).getByTestId('goal-score-43-51').textContent).toBe('80.00');
    expect(screen.getByTestId('goal-skills-link').getAttribute('href')).toBe('/user-skill-performance/31?period=2');
  });

  it('shows the goals as cards at phone width, in Azerbaijani', async () => {
    setScreenWidth(390);
    try {
      await installPerformanceApi();
      const { i18n } = await import('../../../lib/i18n.ts');
      await i18n.changeLanguage('az');
      renderWithProviders(pages, { route: '/user-goal-performance/31' });
      const card = await screen.findByTestId('goal-card-41', {}, WAIT);
      expect(screen.queryByTestId('goal-table')).toBeNull();
      expect(within(card).getByTestId('goal-direction-41').textContent).toBe('Nə qədər çox, o qədər yaxşı');
      expect(within(card).getByTestId('goal-score-41').textContent).toBe('110,00');
      expect(within(screen.getByTestId('goal-card-43')).getByTestId('goal-sub-43-51').textContent).toContain('Answer within a day');
    } finally {
      setScreenWidth(1280);
    }
  });
});
