import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    expect(api.callsTo('POST /account/register/')[0]?.body).toEqual(VALID);
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

  describe('the industry (wizard/industries/, docs/product.md §7.11)', () => {
    const INDUSTRIES = {
      en: [
        { code: 'retail', name: 'Retail and wholesale' },
        { code: 'banking', name: 'Banking and finance' },
      ],
      az: [
        { code: 'retail', name: 'Pərakəndə və topdan satış' },
        { code: 'banking', name: 'Bank və maliyyə' },
      ],
    } as const;

    function serve() {
      return installFakeApi({
        'GET /wizard/industries/': (request) => json(200, { industries: INDUSTRIES[request.headers.get('Accept-Language') === 'az' ? 'az' : 'en'] }),
        'POST /account/register/': () => json(201, { success: true, active: false, username: 'aysel' }),
      });
    }

    it('offers the translated industries: the one chosen is sent as its text', async () => {
      const api = serve();
      renderWithProviders(<RegisterForm onActiveAccount={() => {}} />);
      const { industry: _industry, ...rest } = VALID;
      await fill(rest);
      const field = await screen.findByRole('combobox', { name: 'Industry' });
      await userEvent.setup().type(field, 'bank');
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Banking and finance' }));
      expect((field as HTMLInputElement).value).toBe('Banking and finance');
      submit();
      await screen.findByTestId('register-awaiting-activation');
      expect(api.callsTo('POST /account/register/')[0]?.body).toEqual({ ...VALID, industry: 'Banking and finance' });
      // A public list: no token.
      expect(api.callsTo('GET /wizard/industries/')[0]?.headers.get('Authorization')).toBeNull();
    });

    it('still takes the company’s own text', async () => {
      const api = serve();
      renderWithProviders(<RegisterForm onActiveAccount={() => {}} />);
      await screen.findByRole('combobox', { name: 'Industry' });
      await fill({ ...VALID, industry: 'Space tourism' });
      submit();
      await screen.findByTestId('register-awaiting-activation');
      expect(api.callsTo('POST /account/register/')[0]?.body).toEqual({ ...VALID, industry: 'Space tourism' });
    });

    it('lists them in the UI language', async () => {
      await i18n.changeLanguage('az');
      const api = serve();
      renderWithProviders(<RegisterForm onActiveAccount={() => {}} />);
      const field = await screen.findByRole('combobox', { name: 'Sənaye sahəsi' });
      fireEvent.mouseDown(field);
      await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pərakəndə və topdan satış', 'Bank və maliyyə']));
      expect(api.callsTo('GET /wizard/industries/')[0]?.headers.get('Accept-Language')).toBe('az');
    });
  });
});
