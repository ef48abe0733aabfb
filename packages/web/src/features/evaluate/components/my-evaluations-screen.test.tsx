import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { daysUntil } from './countdown.ts';
import { myEvaluation, person, round } from './fixtures.ts';
import { groupByRound } from './group-by-round.ts';
import { MyEvaluationsScreen } from './my-evaluations-screen.tsx';

const H1 = round(11, 'H1', '2025-06-30');
const H2 = round(12, 'H2', '2025-12-31', '2025-07-01');
const Q1 = round(10, 'Q1', '2025-03-31');

const SKILL = [
  myEvaluation(1, { round: H1, evaluatee: person(101, 'Zaur Guliyev'), party: 'coworker' }),
  myEvaluation(2, { round: H1, evaluatee: person(102, 'Aynur Karimova'), party: 'self', completed: true, started: true, editable: false }),
  myEvaluation(3, { round: Q1, evaluatee: person(103, 'Elvin Huseynov'), completed: true, started: true, editable: false }),
  myEvaluation(4, { round: H2, evaluatee: person(104, 'Nigar Aliyeva'), party: 'subworker', started: true }),
];
const GOAL = [myEvaluation(5, { round: H1, kind: 'goal', party: 'manager', evaluatee: person(105, 'Babak Mammadov') })];

async function setup(skill = SKILL, goal = GOAL) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    ...sessionRoutes(permissionRecord({ user_type: 'user' })),
    'GET /wizard/skill-evaluations/': () => json(200, { results: skill }),
    'GET /goals/goals-evaluation-list/': () => json(200, { results: goal }),
  });
  await loadSession();
  renderWithProviders(<MyEvaluationsScreen />, { route: '/evaluate' });
  return fake;
}

const ids = (section: HTMLElement) =>
  [...section.querySelectorAll('[data-testid^="my-evaluation-"][data-status]')].map((row) => row.getAttribute('data-testid'));

describe('/evaluate: my evaluations', () => {
  it('groups by round: open rounds by nearest deadline, then finished ones; to do before done, by name', () => {
    const groups = groupByRound([...SKILL, ...GOAL]);
    expect(groups.map((g) => g.round.name)).toEqual(['H1', 'H2', 'Q1']);
    expect(groups[0]!.evaluations.map((e) => e.evaluatee.full_name)).toEqual(['Babak Mammadov', 'Zaur Guliyev', 'Aynur Karimova']);
    expect(groups.map((g) => g.completed)).toEqual([1, 0, 1]);
  });

  it('counts whole days to a round’s end by the local date', () => {
    const now = new Date(2025, 5, 27, 23, 30);
    expect(daysUntil('2025-06-30', now)).toBe(3);
    expect(daysUntil('2025-06-27', now)).toBe(0);
    expect(daysUntil('2025-06-26', now)).toBe(-1);
  });

  it('lists skill and goal evaluations by round with the evaluatee, party, status, the countdown and the right action', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 27, 9, 0));
    const fake = await setup();
    const h1 = await screen.findByTestId('round-11');
    expect(fake.queries('/wizard/skill-evaluations/')).toEqual(['?status=all']);
    expect(within(h1).getByRole('heading', { level: 2 }).textContent).toBe('H1 · FY 2025');
    expect(screen.getByTestId('round-countdown-11').textContent).toBe('Ends in 3 days');
    expect(screen.getByTestId('round-progress-11').textContent).toBe('1 of 3 completed');
    expect(ids(h1)).toEqual(['my-evaluation-5', 'my-evaluation-1', 'my-evaluation-2']);

    const row = screen.getByTestId('my-evaluation-5');
    expect(row.textContent).toContain('Babak Mammadov');
    expect(row.textContent).toContain('Engineer · IT');
    expect(row.textContent).toContain('Goal evaluation');
    expect(row.textContent).toContain('As Manager');
    const open = screen.getByTestId('my-evaluation-open-5');
    expect(open.textContent).toBe('Start');
    expect(open.getAttribute('href')).toBe('/evaluate/goal/5');
    expect(screen.getByTestId('my-evaluation-open-4').textContent).toBe('Continue');
    expect(screen.getByTestId('my-evaluation-open-4').getAttribute('href')).toBe('/evaluate/skill/4');
    expect(screen.getByTestId('my-evaluation-open-2').textContent).toBe('View');
    expect(screen.getByTestId('my-evaluation-status-2').textContent).toBe('Completed');

    // A finished round has no countdown; the order of the rounds.
    expect(screen.queryByTestId('round-countdown-10')).toBeNull();
    expect([...document.querySelectorAll('section[data-testid^="round-"]')].map((s) => s.getAttribute('data-testid'))).toEqual([
      'round-11',
      'round-12',
      'round-10',
    ]);
  });

  it('counts down in the UI language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 27, 9, 0));
    await changeLanguage('az');
    await setup();
    expect((await screen.findByTestId('round-countdown-11')).textContent).toBe('Bitmə vaxtı: 3 gün sonra');
    await changeLanguage('ru');
    expect(screen.getByTestId('round-countdown-11').textContent).toBe('Завершается через 3 дня');
  });

  it('says so when there is nothing to evaluate', async () => {
    await setup([], []);
    expect((await screen.findByTestId('my-evaluations-empty')).textContent).toBe(
      'You have no evaluations to fill in. When an evaluation card is activated for you, it appears here.',
    );
  });
});
