import type { PermissionRecord } from '@performa/contracts/api/auth';
import type { WizardSummary } from '@performa/contracts/api/wizard';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens } from '../testing/fake-api.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { AppRoutes } from './router.tsx';

/** Where `/` lands: a super admin whose project is still empty goes to the wizard (docs/product.md §5.2, ADR 16). */

const summary = (empty: boolean): WizardSummary => ({
  departments: empty ? 0 : 2,
  positions: 0,
  employees: 1,
  periods: 0,
  rounds: 0,
  scales: 0,
  rating_scale_set: false,
  final_score_scale_set: false,
  competencies: 0,
  positional_goals: 0,
  personal_goals: 0,
  weights_complete: false,
  empty,
});

function open(permission: Partial<PermissionRecord>, empty: boolean) {
  storeTokens();
  sessionStore.reset();
  const api = installFakeApi(
    sessionRoutes(permissionRecord(permission), {
      'GET /wizard/summary/': () => json(200, summary(empty)),
      'GET /wizard/progress/': () => json(200, []),
    }),
  );
  renderWithProviders(<AppRoutes />, { route: '/' });
  return api;
}

const location = () => screen.getByTestId('location').textContent;

describe('the landing page after sign-in', () => {
  beforeAll(() => Promise.all([import('./app-shell.tsx'), import('./routes/dashboard.tsx'), import('./routes/wizard.tsx')]), 60_000);

  it('a super admin with an empty project lands on the wizard', async () => {
    open({ user_type: 'super_admin' }, true);
    await waitFor(() => expect(location()).toMatch(/^\/wizard/), { timeout: 10_000 });
  });

  it('a super admin whose project has data stays on the dashboard', async () => {
    const api = open({ user_type: 'super_admin' }, false);
    await waitFor(() => expect(api.callsTo('GET /wizard/summary/')).toHaveLength(1));
    expect(await screen.findByTestId('user-full-name')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('the first sign-in asks only once a project is chosen: never a request without X-Project-Id (a 400 toast)', async () => {
    // Signed in a moment ago: no project stored yet (signIn forgets the previous one).
    const api = open({ user_type: 'super_admin' }, false);
    expect(await screen.findByTestId('user-full-name')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /wizard/summary/')).toHaveLength(1));
    expect(api.callsTo('GET /wizard/summary/').map((c) => c.headers.get('x-project-id'))).toEqual(['1']);
  });

  it('an admin never asks and stays on the dashboard', async () => {
    // The page's timers on a fake clock that also moves with real time (findBy goes on working).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = open({ user_type: 'admin' }, true);
    expect(await screen.findByTestId('user-full-name')).toBeTruthy();
    // A while later, without waiting for it: still no summary asked for and no redirect.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(location()).toBe('/');
    expect(api.callsTo('GET /wizard/summary/')).toHaveLength(0);
  });
});
