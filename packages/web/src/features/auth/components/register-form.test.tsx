import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { installFakeApi, json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RegisterForm } from './register-form.tsx';

const VALID = {
  first_name: 'Aysel',
  last_name: 'Mammadova',
  email: 'aysel@example.com',
  username: 'aysel',
  company: 'Acme',
  industry: 'Retail',
  password: 'correct-horse',
  matchPassword: 'correct-horse',
};

async function fill(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(values)) await user.type(screen.getByTestId(`register-${name}`), value);
}

const submit = () => fireEvent.click(screen.getByTestId('register-submit'));

describe('register form', () => {
  it('shows the required message under every empty field', async () => {
    renderWithProviders(<RegisterForm onActiveAccount={() => {}} />);
    submit();
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(8));
  });

  it('shows the mismatch, email and password-length messages', async () => {
    renderWithProviders(<RegisterForm onActiveAccount={() => {}} />);
    await fill({ ...VALID, email: 'not-an-email', password: 'short', matchPassword: 'shorter' });
    submit();
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(screen.getByText('A valid email is required')).toBeTruthy();
    expect(screen.getByText('A password has at least 8 characters')).toBeTruthy();
  });

  it('translates the messages into the UI language', async () => {
    await i18n.changeLanguage('az');
    renderWithProviders(<RegisterForm onActiveAccount={() => {}} />);
    await fill({ password: 'abcdefgh', matchPassword: 'abcdefgx' });
    submit();
    expect(await screen.findByText('Şifrələr eyni olmalıdır')).toBeTruthy();
    expect(screen.getAllByText('Bu sahə mütləqdir')).toHaveLength(6);
  });

  it('shows the server field errors next to their fields', async () => {
    installFakeApi({ 'POST /account/register/': () => json(400, { username: ['A user with that username already exists.'] }) });
    renderWithProviders(<RegisterForm onActiveAccount={() => {}} />);
    await fill(VALID);
    submit();
    expect(await screen.findByText('A user with that username already exists.')).toBeTruthy();
  });

  it('SaaS mode: tells the user to wait for the activation email', async () => {
    const api = installFakeApi({ 'POST /account/register/': () => json(201, { success: true, active: false, username: 'aysel' }) });
    const onActiveAccount = vi.fn();
    renderWithProviders(<RegisterForm onActiveAccount={onActiveAccount} />);
    await fill(VALID);
    submit();
    expect((await screen.findByTestId('register-awaiting-activation')).textContent).toBe(
      'Registration is complete. You will be notified by email on activation.',
    );
    expect(api.calls[0]?.body).toEqual(VALID);
    expect(onActiveAccount).not.toHaveBeenCalled();
  });

  it('self-hosted mode: the account is active and the user goes on to sign in', async () => {
    installFakeApi({ 'POST /account/register/': () => json(201, { success: true, active: true, username: 'aysel' }) });
    const onActiveAccount = vi.fn();
    renderWithProviders(<RegisterForm onActiveAccount={onActiveAccount} />);
    await fill(VALID);
    submit();
    await waitFor(() => expect(onActiveAccount).toHaveBeenCalledWith('aysel'));
    expect(await screen.findByText('Registration is complete. You can sign in now.')).toBeTruthy();
  });
});
