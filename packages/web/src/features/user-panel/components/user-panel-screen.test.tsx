import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionCode } from '@performa/contracts/access';
import type { Employee, UserPanel } from '@performa/contracts/api/employees';
import type { PersonalGoal } from '@performa/contracts/api/goals';
import type { EmployeeResult, RoundResult } from '@performa/contracts/api/results';
import type { PanelGoals, PanelSkills } from '@performa/contracts/api/user-panel';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { loadSession, sessionStore } from '../../../lib/session.ts';
import { installFakeApi, json, ME, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { Route, Routes } from 'react-router';
import { UserPanelScreen } from './user-panel-screen.tsx';

const ACCOUNT: UserPanel['account'] = {
  id: ME.id,
  first_name: 'Aysel',
  last_name: 'Mammadova',
  full_name: 'Aysel Mammadova',
  email: 'aysel@example.com',
  username: 'aysel',
  role: 'admin',
  image: null,
};

const EMPLOYEE: Employee = {
  id: 40,
  account_id: ME.id,
  employee_number: 'E-007',
  first_name: 'Aysel',
  last_name: 'Mammadova',
  full_name: 'Aysel Mammadova',
  email: 'aysel@example.com',
  username: 'aysel',
  role: 'admin',
  image: null,
  department: { id: 1, name: 'Sales' },
  sub_department: { id: 2, name: 'North' },
  position: { id: 5, name: 'Sales manager' },
  report_to: { id: 41, full_name: 'Rashad Aliyev' },
  status: 'active',
  has_password: true,
};

const OTHER: UserPanel = {
  account: {
    ...ACCOUNT,
    id: 12,
    first_name: 'Kamran',
    last_name: 'Huseynov',
    full_name: 'Kamran Huseynov',
    username: 'kamran',
    role: 'user',
    email: 'k@example.com',
  },
  employee: null,
  relation: null,
  results: false,
  team: [],
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function open(route: string, extra: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '4');
  const panel: UserPanel = { account: { ...ACCOUNT }, employee: EMPLOYEE, relation: { self: true, report: false, in_scope: true }, results: true, team: [] };
  const api = installFakeApi(
    sessionRoutes(permissionRecord({ user_type: 'admin' }), {
      'GET /account/me/': () => json(200, { ...ME, full_name: panel.account.full_name, image: panel.account.image }),
      [`GET /account/user-panel/${ME.id}/`]: () => json(200, panel),
      'GET /account/user-panel/12/': () => json(200, OTHER),
      [`PUT /account/user-panel/${ME.id}/`]: (request) => {
        const body = request.body as { first_name: string; last_name: string; email: string };
        panel.account = { ...panel.account, ...body, full_name: `${body.first_name} ${body.last_name}` };
        return json(200, panel);
      },
      [`POST /account/edit-avatar/${ME.id}/`]: () => {
        panel.account = { ...panel.account, image: '/api/files/avatar-1' };
        return json(200, panel);
      },
      ...extra,
    }),
  );
  await loadSession();
  renderWithProviders(
    <Routes>
      <Route path="/user-panel/:id" element={<UserPanelScreen />} />
    </Routes>,
    { route },
  );
  return api;
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const helperOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('user panel: profile', () => {
  it('shows the account and the employee’s placement in the project', async () => {
    const api = await open(`/user-panel/${ME.id}`);
    expect((await screen.findByTestId('panel-full-name')).textContent).toBe('Aysel Mammadova');
    expect(screen.getByTestId('panel-username').textContent).toBe('aysel');
    expect(screen.getByTestId('panel-role').textContent).toBe('Admin');
    expect(screen.getByTestId('panel-email').textContent).toBe('aysel@example.com');
    expect(screen.getByTestId('panel-employee-number').textContent).toBe('E-007');
    expect(screen.getByTestId('panel-department').textContent).toBe('Sales');
    expect(screen.getByTestId('panel-sub-department').textContent).toBe('North');
    expect(screen.getByTestId('panel-position').textContent).toBe('Sales manager');
    expect(screen.getByTestId('panel-manager').textContent).toBe('Rashad Aliyev');
    expect(api.callsTo(`GET /account/user-panel/${ME.id}/`)[0]?.headers.get('x-project-id')).toBe('4');
  });

  it('says when the account is not an employee of the project; no password tab on someone else’s panel', async () => {
    await open('/user-panel/12?tab=change-password');
    expect((await screen.findByTestId('panel-not-employee')).textContent).toBe('Not an employee of this project.');
    expect(screen.queryByTestId('panel-tab-change-password')).toBeNull();
    expect(screen.getByTestId('panel-profile')).toBeTruthy();
  });

  it('shows the translated not-found message on 404', async () => {
    await i18n.changeLanguage('ru');
    await open('/user-panel/99');
    const page = await screen.findByTestId('user-panel-not-found');
    expect(page.textContent).toContain('Профиль не найден');
    expect(page.textContent).toContain('Такого пользователя нет');
  });

  it('keeps the tab in the URL', async () => {
    await open(`/user-panel/${ME.id}?tab=edit-user`);
    expect(await screen.findByTestId('profile-form')).toBeTruthy();
    fireEvent.click(screen.getByTestId('panel-tab-change-password'));
    expect(screen.getByTestId('location').textContent).toBe(`/user-panel/${ME.id}?tab=change-password`);
    expect(screen.getByTestId('password-form')).toBeTruthy();
  });
});

describe('user panel: edit user', () => {
  it('sends the profile, and the top bar’s user is read again on one’s own panel', async () => {
    const api = await open(`/user-panel/${ME.id}?tab=edit-user`);
    const first = await screen.findByTestId('profile-first_name');
    const meCalls = api.callsTo('GET /account/me/').length;
    await userEvent.clear(first);
    await userEvent.type(first, 'Ayselə');
    fireEvent.click(screen.getByTestId('profile-save'));

    expect(await screen.findByText('The profile was saved.')).toBeTruthy();
    expect(api.callsTo(`PUT /account/user-panel/${ME.id}/`)[0]?.body).toEqual({ first_name: 'Ayselə', last_name: 'Mammadova', email: 'aysel@example.com' });
    await waitFor(() => expect(sessionStore.getState().user.full_name).toBe('Ayselə Mammadova'));
    expect(api.callsTo('GET /account/me/').length).toBe(meCalls + 1);
    expect(screen.getByTestId('panel-header-name').textContent).toBe('Ayselə Mammadova');
  });

  it('shows the server field errors at their fields', async () => {
    await open(`/user-panel/${ME.id}?tab=edit-user`, {
      [`PUT /account/user-panel/${ME.id}/`]: () => json(400, { email: ['A user with that email already exists.'] }),
    });
    const email = await screen.findByTestId('profile-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(helperOf(email)).toBe('A user with that email already exists.'));
    expect(field('profile-first_name').getAttribute('aria-invalid')).toBe('false');
  });

  it('checks the fields before sending', async () => {
    const api = await open(`/user-panel/${ME.id}?tab=edit-user`);
    const email = await screen.findByTestId('profile-email');
    await userEvent.clear(field('profile-last_name'));
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('A valid email is required')).toBeTruthy();
    expect(helperOf(field('profile-last_name'))).toBe('This field is required');
    expect(api.callsTo(`PUT /account/user-panel/${ME.id}/`)).toHaveLength(0);
  });

  it('uploads an avatar after checking its type, and refreshes the top bar’s user', async () => {
    const api = await open(`/user-panel/${ME.id}?tab=edit-user`);
    const input = await screen.findByTestId('avatar-input');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByTestId('avatar-error').textContent).toBe('Upload a PNG, JPEG or WebP image.');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByTestId('avatar-error').textContent).toBe('The image is larger than 2 MB.');

    fireEvent.change(input, { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(screen.getByTestId('avatar-upload'));
    expect(await screen.findByText('The photo was uploaded.')).toBeTruthy();
    expect(api.callsTo(`POST /account/edit-avatar/${ME.id}/`)).toHaveLength(1);
    await waitFor(() => expect(sessionStore.getState().user.image).toBe('/api/files/avatar-1'));
    expect(screen.getByTestId('panel-avatar').querySelector('img')?.getAttribute('src')).toBe('/api/files/avatar-1');
  });

  it('someone else’s panel: changes do not read the top bar’s user again', async () => {
    const api = await open('/user-panel/12?tab=edit-user', {
      'PUT /account/user-panel/12/': () => json(200, OTHER),
    });
    const meCalls = api.callsTo('GET /account/me/').length;
    await userEvent.type(await screen.findByTestId('profile-last_name'), 'a');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('The profile was saved.')).toBeTruthy();
    expect(api.callsTo('PUT /account/user-panel/12/')[0]?.body).toEqual({ first_name: 'Kamran', last_name: 'Huseynova', email: 'k@example.com' });
    expect(api.callsTo('GET /account/me/').length).toBe(meCalls);
  });
});

describe('user panel: change password', () => {
  const fill = async (old: string, next: string, confirm: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('password-old_password'), old);
    await user.type(screen.getByTestId('password-new_password'), next);
    await user.type(screen.getByTestId('password-confirm_password'), confirm);
    fireEvent.click(screen.getByTestId('password-submit'));
  };

  it('sends the passwords and keeps the new token pair', async () => {
    const api = await open(`/user-panel/${ME.id}?tab=change-password`, {
      'POST /account/change-password/': () => json(200, { access: 'access-2', refresh: 'refresh-2' }),
    });
    await fill('old-secret', 'new-secret-1', 'new-secret-1');

    expect(await screen.findByText('Your password was changed. Your other sessions were signed out.')).toBeTruthy();
    expect(api.callsTo('POST /account/change-password/')[0]?.body).toEqual({
      old_password: 'old-secret',
      new_password: 'new-secret-1',
      confirm_password: 'new-secret-1',
    });
    expect(window.localStorage.getItem('access')).toBe('access-2');
    expect(window.localStorage.getItem('refresh')).toBe('refresh-2');
    expect(field('password-old_password').value).toBe('');
  });

  it('shows the server’s field error at the old password and keeps the tokens', async () => {
    await open(`/user-panel/${ME.id}?tab=change-password`, {
      'POST /account/change-password/': () => json(400, { old_password: ['The old password is not correct.'] }),
    });
    await fill('wrong-one', 'new-secret-1', 'new-secret-1');
    await waitFor(() => expect(helperOf(field('password-old_password'))).toBe('The old password is not correct.'));
    expect(window.localStorage.getItem('access')).toBe('access-1');
  });

  it('checks length, match and difference before sending', async () => {
    const api = await open(`/user-panel/${ME.id}?tab=change-password`);
    await fill('same-secret', 'short', 'shorter');
    expect(await screen.findByText('A password has at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    await userEvent.clear(field('password-new_password'));
    await userEvent.type(field('password-new_password'), 'same-secret');
    await userEvent.clear(field('password-confirm_password'));
    await userEvent.type(field('password-confirm_password'), 'same-secret');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The new password must differ from the old one.')).toBeTruthy();
    expect(api.callsTo('POST /account/change-password/')).toHaveLength(0);
  });
});

// ─── Goals and competencies (docs/product.md §7.4, the row rules of §1.6) ───────────────────────────

const PERIODS: PanelGoals['periods'] = [
  { id: 7, number: 2, name: '2026', start_date: '2026-01-01', end_date: '2026-12-31', state: 'current' },
  { id: 6, number: 1, name: '2025', start_date: '2025-01-01', end_date: '2025-12-31', state: 'past' },
];

const goal = (id: number, name: string, extra: Partial<PersonalGoal> = {}): PersonalGoal => ({
  id,
  employee_id: 50,
  period_id: 7,
  frequency: null,
  positional_goal_id: null,
  name,
  category: { id: 3, name: 'Sales targets' },
  deadline: null,
  success_criteria: '',
  weight: 60,
  is_numerical: true,
  target: 120,
  is_positive: true,
  scale_template_id: null,
  scale_template: null,
  actual: null,
  score: null,
  shared: false,
  shared_with: [],
  sub_goals: [],
  ...extra,
});

const REPORT: UserPanel = {
  account: {
    ...ACCOUNT,
    id: 30,
    first_name: 'Leyla',
    last_name: 'Aliyeva',
    full_name: 'Leyla Aliyeva',
    username: 'leyla',
    role: 'user',
    email: 'leyla@example.com',
  },
  employee: { ...EMPLOYEE, id: 50, account_id: 30, full_name: 'Leyla Aliyeva', first_name: 'Leyla', last_name: 'Aliyeva', role: 'user' },
  relation: { self: false, report: true, in_scope: true },
  results: true,
  team: [],
};

const goalsOf = (period: number, relation = REPORT.relation!): PanelGoals => ({
  employee: { id: 50, full_name: 'Leyla Aliyeva', employee_number: 'E-050', position: { id: 5, name: 'Seller' } },
  period_id: period,
  periods: PERIODS,
  relation,
  // As the server decides: the person and their direct manager (this fake's reports are direct ones).
  card: relation.self || relation.report,
  goals:
    period === 7
      ? [
          goal(1, 'Revenue', {
            sub_goals: [
              {
                id: 9,
                goal_id: 1,
                name: 'New clients',
                weight: 50,
                is_numerical: true,
                target: 10,
                is_positive: true,
                scale_template_id: null,
                actual: null,
                score: null,
              },
            ],
          }),
          goal(2, 'Launch', {
            frequency: { id: 11, name: 'H1' },
            weight: 40,
            is_numerical: false,
            target: null,
            scale_template_id: 4,
            scale_template: { id: 4, name: 'Five steps' },
          }),
        ]
      : [],
  rounds: [
    { frequency_id: 11, name: 'H1', total: 100, complete: true },
    { frequency_id: 12, name: 'H2', total: 60, complete: false },
  ],
  complete: false,
});

const SKILLS: PanelSkills = {
  employee: { id: 50, full_name: 'Leyla Aliyeva', employee_number: 'E-050', position: { id: 5, name: 'Seller' } },
  source: 'position',
  skills: [{ skill_id: 2, name: 'Negotiation', category: null, skill_type: 'hard', is_periodic: false, periods: [], weight: 0.6, norm: 4 }],
  weight_total: 0.6,
  relation: REPORT.relation!,
};

const round = (id: number, name: string, extra: Partial<RoundResult['round']> = {}) => ({
  id,
  name,
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  period: { id: 7, name: '2026' },
  released_at: null,
  visible: false,
  ...extra,
});

const roundResult = (r: RoundResult['round'], extra: Partial<RoundResult> = {}): RoundResult => ({
  round: r,
  goal_overall: null,
  skill_overall: null,
  final_score: null,
  after_calibration_score: null,
  score: null,
  grade: null,
  skill_done: 2,
  skill_total: 2,
  goal_done: 1,
  goal_total: 1,
  parties: [],
  ...extra,
});

/** Leyla's results as her manager reads them: H1 released, H2 waiting for calibration, the old period without evaluations. */
const RESULTS: EmployeeResult = {
  employee: {
    id: 50,
    full_name: 'Leyla Aliyeva',
    employee_number: 'E-050',
    position: { id: 5, name: 'Seller' },
    department: null,
    image: null,
    status: 'active',
  },
  periods: [
    {
      period: PERIODS[0]!,
      period_score: 87.5,
      period_grade: 'Exceeds expectations',
      rounds: [
        roundResult(round(11, 'H1', { released_at: '2026-07-10T09:00:00Z', visible: true }), { final_score: 87.5, score: 87.5, grade: 'Exceeds expectations' }),
        roundResult(round(12, 'H2')),
      ],
    },
    {
      period: PERIODS[1]!,
      period_score: null,
      period_grade: null,
      rounds: [roundResult(round(13, 'Year'), { skill_total: 0, goal_total: 0, skill_done: 0, goal_done: 0 })],
    },
  ],
};

/** Opens a panel as a user (no code unless given) who manages Leyla (account 30). */
async function openAsUser(route: string, permission: PermissionCode[] = [], panel: UserPanel = REPORT, props: Parameters<typeof UserPanelScreen>[0] = {}) {
  storeTokens();
  window.localStorage.setItem('project', '4');
  const api = installFakeApi(
    sessionRoutes(permissionRecord({ user_type: 'user', permission }), {
      'GET /account/user-panel/30/': () => json(200, panel),
      'GET /account/user-panel/30/goals/': (request) => json(200, goalsOf(Number(request.query.get('period') ?? 7), panel.relation!)),
      'GET /account/user-panel/30/skills/': () => json(200, SKILLS),
      'GET /main/employee-result/': () => json(200, RESULTS),
    }),
  );
  await loadSession();
  renderWithProviders(
    <Routes>
      <Route path="/user-panel/:id" element={<UserPanelScreen {...props} />} />
    </Routes>,
    { route },
  );
  return api;
}

describe('user panel: goals and competencies', () => {
  it('shows a report’s goals read-only to their manager, by round, with category, type, target, weight and sub goals', async () => {
    const api = await openAsUser('/user-panel/30?tab=goals');
    expect(await screen.findByTestId('panel-goals-read-only')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profile', 'Results', 'Goals', 'Competencies']);
    const every = screen.getByTestId('panel-goal-group-all');
    expect(within(every).getByRole('heading', { level: 3 }).textContent).toBe('Every round of the period');
    expect(within(every).getByTestId('panel-goal-name').textContent).toBe('Revenue');
    expect(every.textContent).toContain('Sales targets');
    expect(every.textContent).toContain('Numerical, higher is better');
    expect(every.textContent).toContain('120');
    expect(within(every).getByTestId('panel-goal-weight').textContent).toBe('60%');
    expect(within(every).getByTestId('panel-sub-goal').textContent).toBe('New clients · 50% · Numerical, higher is better · Target: 10');
    const h1 = screen.getByTestId('panel-goal-group-11');
    expect(h1.textContent).toContain('Launch');
    expect(h1.textContent).toContain('Rated on the scale “Five steps”');
    expect(screen.getByTestId('panel-round-totals').textContent).toBe('H1: 100%H2: 60%');
    expect(screen.queryByRole('button', { name: /add|edit|delete/i })).toBeNull();
    expect(api.callsTo('GET /account/user-panel/30/goals/')[0]?.query.get('period')).toBeNull();
  });

  it('links the manager to the report’s performance card of the shown period (docs/product.md §7.6)', async () => {
    await openAsUser('/user-panel/30?tab=goals');
    expect((await screen.findByTestId('panel-performance-card')).getAttribute('href')).toBe('/performance-card/50/7');
    fireEvent.mouseDown(screen.getByTestId('panel-goals-period'));
    fireEvent.click(await screen.findByTestId('panel-goals-period-option-6'));
    await waitFor(() => expect(screen.getByTestId('panel-performance-card').getAttribute('href')).toBe('/performance-card/50/6'));
  });

  it('links the person themself to their own performance card', async () => {
    await openAsUser('/user-panel/30?tab=goals', [], { ...REPORT, relation: { self: true, report: false, in_scope: true } });
    expect((await screen.findByTestId('panel-performance-card')).textContent).toBe('Performance card');
  });

  it('offers no performance card to a goal viewer who is neither the person nor their manager', async () => {
    await openAsUser('/user-panel/30?tab=goals', ['dgv'], { ...REPORT, relation: { self: false, report: false, in_scope: true } });
    expect(await screen.findByTestId('panel-goals-read-only')).toBeTruthy();
    expect(screen.queryByTestId('panel-performance-card')).toBeNull();
  });

  it('picks another period through the URL', async () => {
    const api = await openAsUser('/user-panel/30?tab=goals');
    fireEvent.mouseDown(await screen.findByTestId('panel-goals-period'));
    fireEvent.click(await screen.findByTestId('panel-goals-period-option-6'));
    expect(await screen.findByTestId('panel-goals-empty')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user-panel/30?tab=goals&period=6');
    expect(api.callsTo('GET /account/user-panel/30/goals/').at(-1)?.query.get('period')).toBe('6');
  });

  it('shows the competencies with weight and norm, read-only, in Russian', async () => {
    await i18n.changeLanguage('ru');
    await openAsUser('/user-panel/30?tab=competencies');
    expect((await screen.findByTestId('panel-skills-source')).textContent).toBe('Список должности «Seller».');
    const row = screen.getByTestId('panel-skill');
    expect(row.textContent).toContain('Negotiation');
    expect(row.textContent).toContain('Профессиональная');
    expect(within(row).getByTestId('panel-skill-weight').textContent).toBe('60');
    expect(within(row).getByTestId('panel-skill-norm').textContent).toBe('4');
    expect(screen.queryByTestId('panel-skills-edit')).toBeNull();
  });

  it('a goal viewer (dgv) sees a coworker’s goals but not their competencies; no profile editing', async () => {
    await openAsUser('/user-panel/30', ['dgv'], { ...REPORT, relation: { self: false, report: false, in_scope: true }, results: false });
    await screen.findByTestId('panel-profile');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Goals']);
  });

  it('an editor gets the page’s goal editor and a way to the competencies screen', async () => {
    const editor = vi.fn(({ employeeId, periodId }: { employeeId: number; periodId: number }) => (
      <div data-testid="goals-editor">{`${employeeId}/${periodId}`}</div>
    ));
    await openAsUser('/user-panel/30?tab=goals', ['dge', 'dse'], REPORT, { goalsEditor: editor });
    expect((await screen.findByTestId('goals-editor')).textContent).toBe('50/7');
    expect(screen.queryByTestId('panel-goals-read-only')).toBeNull();
    fireEvent.click(screen.getByTestId('panel-tab-competencies'));
    expect((await screen.findByTestId('panel-skills-edit')).getAttribute('href')).toBe('/competencies?tab=employees');
  });

  it('lists the direct reports with links to their goals', async () => {
    await openAsUser('/user-panel/30', [], {
      ...REPORT,
      team: [{ account_id: 31, employee_id: 51, full_name: 'Nigar Guliyeva', position: null, results: true }],
    });
    const member = await screen.findByTestId('panel-team-31');
    expect(member.textContent).toBe('NGNigar GuliyevaNo position');
    expect(member.getAttribute('href')).toBe('/user-panel/31?tab=goals');
  });

  it('shows the results of every period with the way to each performance card, scores in the reader’s separators', async () => {
    await i18n.changeLanguage('ru');
    await openAsUser('/user-panel/30?tab=results');
    const current = await screen.findByTestId('panel-result-7');
    expect(within(current).getByTestId('panel-result-7-score').textContent).toBe('Балл за период 87,50 · оценка Exceeds expectations');
    expect(within(current).getByTestId('panel-result-round-11').textContent).toContain('Итоговый балл 87,50');
    // The state once (its chip), not again in place of the score.
    expect(within(current).getByTestId('panel-result-round-12').textContent).toBe('H2Калибровка не завершена');
    expect(within(current).getByTestId('panel-result-7-card').getAttribute('href')).toBe('/performance-card/50/7');
    const old = screen.getByTestId('panel-result-6');
    expect(within(old).getByTestId('panel-result-round-13').textContent).toContain('Нет оценок');
    expect(within(old).getByTestId('panel-result-6-card').getAttribute('href')).toBe('/performance-card/50/6');
  });

  it('on a manager’s panel lists the direct reports’ cards of a chosen period, only those the caller may open', async () => {
    const team: UserPanel['team'] = [
      { account_id: 31, employee_id: 51, full_name: 'Nigar Guliyeva', position: null, results: true },
      { account_id: 32, employee_id: 52, full_name: 'Orkhan Mammadov', position: null, results: false },
    ];
    await openAsUser('/user-panel/30?tab=results', [], { ...REPORT, relation: { self: true, report: false, in_scope: true }, team });
    const section = await screen.findByTestId('panel-team-results');
    expect(within(section).getByTestId('panel-team-card-51').getAttribute('href')).toBe('/performance-card/51/7');
    expect(within(section).queryByTestId('panel-team-card-52')).toBeNull();
    fireEvent.mouseDown(within(section).getByTestId('panel-team-results-period'));
    fireEvent.click(await screen.findByTestId('panel-team-results-period-option-6'));
    await waitFor(() => expect(within(section).getByTestId('panel-team-card-51').getAttribute('href')).toBe('/performance-card/51/6'));
  });

  it('has no results tab for a caller who may not read the person’s results', async () => {
    await openAsUser('/user-panel/30?tab=results', ['dgv'], { ...REPORT, relation: { self: false, report: false, in_scope: true }, results: false });
    expect(await screen.findByTestId('panel-profile')).toBeTruthy();
    expect(screen.queryByTestId('panel-tab-results')).toBeNull();
  });

  it('an employee’s own panel without an employee record shows no goals or competencies tab', async () => {
    await open('/user-panel/12');
    await screen.findByTestId('panel-profile');
    expect(screen.queryByTestId('panel-tab-goals')).toBeNull();
    expect(screen.queryByTestId('panel-tab-competencies')).toBeNull();
  });
});
