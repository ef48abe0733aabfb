import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SetPasswordRoute from '../../../app/routes/auth/set-password.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { sessionStore } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

/** "Forgot password?" and the page of the one-time links (docs/product.md §7.1, ADR 18). */

describe('forgot password', () => {
  it('sends the email and says the same whatever the answer could reveal', async () => {
    const api = installFakeApi({ 'POST /account/forgot-password/': () => new Response(null, { status: 204 }) });
    renderWithProviders(<ForgotPasswordForm />);
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await userEvent.type(screen.getByTestId('forgot-email'), 'aysel@example.com');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toContain('If an account uses this email');
    expect(api.callsTo('POST /account/forgot-password/')[0]?.body).toEqual({ email: 'aysel@example.com' });
  });

  it('shows the wait the server asks for', async () => {
    installFakeApi({
      'POST /account/forgot-password/': () =>
        json(429, { detail: 'Too many password reset requests. Please wait 5 minutes and try again.', code: 'too_many_resets' }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByTestId('forgot-email'), 'aysel@example.com');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Too many password reset requests. Please wait 5 minutes and try again.')).toBeTruthy();
  });
});

describe('set password page', () => {
  const LINK = { purpose: 'invite', username: 'nigar', expires_at: '2030-01-01T00:00:00.000Z' };

  it('names the account of an invitation, sets the password and signs in', async () => {
    await i18n.changeLanguage('ru');
    const api = installFakeApi({
      ...sessionRoutes(permissionRecord({ user_type: 'user' })),
      'POST /account/password-link/': () => json(200, LINK),
      'POST /account/set-password/': () => json(200, { access: 'acc', refresh: 'ref' }),
    });
    renderWithProviders(<SetPasswordRoute />, { route: '/auth/set-password?token=abc' });
    expect(await screen.findByText('Добро пожаловать в Performa')).toBeTruthy();
    expect(screen.getByText('Задайте пароль учётной записи «nigar».')).toBeTruthy();
    await userEvent.type(screen.getByTestId('set-password-password'), 'short');
    await userEvent.type(screen.getByTestId('set-password-confirm'), 'short');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    expect(await screen.findByText('Пароль должен содержать не менее 8 символов')).toBeTruthy();
    expect(api.callsTo('POST /account/set-password/')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('set-password-password'), '-and-long');
    await userEvent.type(screen.getByTestId('set-password-confirm'), '-and-long');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(api.callsTo('POST /account/password-link/')[0]?.body).toEqual({ token: 'abc' });
    expect(api.callsTo('POST /account/set-password/')[0]?.body).toEqual({ token: 'abc', password: 'short-and-long', confirm_password: 'short-and-long' });
    expect(window.localStorage.getItem('access')).toBe('acc');
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, status: 'succeeded' });
    expect(await screen.findByText('Пароль задан. Вы вошли в систему.')).toBeTruthy();
  });

  it('an expired or used link offers a new one', async () => {
    installFakeApi({ 'POST /account/password-link/': () => json(400, { token: ['This link has expired or has already been used. Ask for a new one.'] }) });
    renderWithProviders(<SetPasswordRoute />, { route: '/auth/set-password?token=old' });
    expect((await screen.findByTestId('set-password-invalid')).textContent).toBe('This link has expired or has already been used.');
    fireEvent.click(screen.getByTestId('set-password-ask-again'));
    expect(screen.getByTestId('location').textContent).toBe('/auth/forgot-password');
  });

  it('a link used meanwhile turns the form into the same offer', async () => {
    installFakeApi({
      'POST /account/password-link/': () => json(200, { ...LINK, purpose: 'reset' }),
      'POST /account/set-password/': () => json(400, { token: ['This link has expired or has already been used. Ask for a new one.'] }),
    });
    renderWithProviders(<SetPasswordRoute />, { route: '/auth/set-password?token=abc' });
    await userEvent.type(await screen.findByTestId('set-password-password'), 'long-enough');
    expect(screen.getByText('Set a new password')).toBeTruthy();
    await userEvent.type(screen.getByTestId('set-password-confirm'), 'long-enough');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    expect(await screen.findByTestId('set-password-invalid')).toBeTruthy();
  });
});
