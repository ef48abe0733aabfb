import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { i18n } from '../../../lib/i18n.ts';
import { sessionStore } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LoginForm } from './login-form.tsx';

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('login-username'), username);
  await user.type(screen.getByTestId('login-password'), password);
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('login form', () => {
  it('requires username and password', async () => {
    renderWithProviders(<LoginForm onSignedIn={() => {}} />);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
  });

  it('a refused sign-in shows the translated login-failed toast', async () => {
    await i18n.changeLanguage('ru');
    installFakeApi({
      'POST /token/': () => json(401, { detail: 'No active user found with that username and password.', code: 'no_active_account' }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await signIn('aysel', 'wrong-password');
    expect(await screen.findByText('Активный пользователь с таким именем и паролем не найден.')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('access')).toBeNull();
  });

  it('too many attempts shows the server detail', async () => {
    installFakeApi({
      'POST /token/': () => json(429, { detail: 'Too many sign-in attempts. Please wait 15 minutes and try again.', code: 'too_many_attempts' }),
    });
    renderWithProviders(<LoginForm onSignedIn={() => {}} />);
    await signIn('aysel', 'wrong-password');
    expect(await screen.findByText('Too many sign-in attempts. Please wait 15 minutes and try again.')).toBeTruthy();
  });

  it('a successful sign-in keeps the tokens, loads the session and shows the success toast', async () => {
    const api = installFakeApi({
      ...sessionRoutes(permissionRecord({ user_type: 'super_admin' })),
      'POST /token/': () => json(200, { access: 'acc', refresh: 'ref' }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await signIn('aysel', 'correct-horse');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(api.callsTo('POST /token/')[0]?.body).toEqual({ username: 'aysel', password: 'correct-horse' });
    expect(window.localStorage.getItem('access')).toBe('acc');
    expect(window.localStorage.getItem('refresh')).toBe('ref');
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, status: 'succeeded', permission: { user_type: 'super_admin' } });
    expect(await screen.findByText('You have signed in successfully')).toBeTruthy();
  });

  it('a successful sign-in clears the error toast of a failed one (docs/product.md §7.1)', async () => {
    let answer = json(401, { detail: 'No active user found with that username and password.', code: 'no_active_account' });
    installFakeApi({ ...sessionRoutes(permissionRecord({ user_type: 'super_admin' })), 'POST /token/': () => answer });
    renderWithProviders(<LoginForm onSignedIn={() => {}} />);
    await signIn('aysel', 'wrong-password');
    expect(await screen.findByText('No active user found with that username and password.')).toBeTruthy();

    answer = json(200, { access: 'acc', refresh: 'ref' });
    await userEvent.clear(screen.getByTestId('login-password'));
    await userEvent.type(screen.getByTestId('login-password'), 'correct-horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('You have signed in successfully')).toBeTruthy();
    // The error toast leaves (react-toastify animates it out: jsdom plays no animation, so its exit is what is seen).
    await waitFor(() =>
      expect(screen.getByText('No active user found with that username and password.').closest('.Toastify__toast')?.className).toMatch(/exit/),
    );
    expect(screen.getByText('You have signed in successfully').closest('.Toastify__toast')?.className).not.toMatch(/exit/);
  });

  it('an admin whose package ended is logged out right after signing in', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    installFakeApi({
      ...sessionRoutes(permissionRecord({ user_type: 'admin', package: 'no' })),
      'POST /token/': () => json(200, { access: 'acc', refresh: 'ref' }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await signIn('aysel', 'correct-horse');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/auth/login?reason=package_inactive'));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('access')).toBeNull();
  });
});
