import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AppRoutes } from '../router.tsx';

describe('/operator', () => {
  it('opens outside the company app: no company session is asked for', async () => {
    const api = installFakeApi({ 'GET /operator/status/': () => json(200, { enabled: true }) });
    renderWithProviders(<AppRoutes />, { route: '/operator' });
    expect(await screen.findByTestId('operator-sign-in-form')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/operator');
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/operator/status/']);
  });
});
