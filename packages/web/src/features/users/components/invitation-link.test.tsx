import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { employee, installUsersApi, organisationRoutes, signInAs } from '../testing/users-api.ts';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';
import { EmployeesScreen } from './employees-screen.tsx';

/** "Copy invitation link", the "No password yet" chip and the note shown without a mail server (docs/product.md §2.9, ADR 28). */

const LINK = 'https://performa.example.org/auth/set-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const INVITED = employee({ id: 5, first_name: 'Kamran', last_name: 'Aliyev', has_password: false });
const SIGNED_UP = employee({ id: 6, first_name: 'Nigar', last_name: 'Rzayeva', has_password: true });
const INVITED_ADMIN = employee({ id: 7, first_name: 'Tural', last_name: 'Mammadov', role: 'admin', has_password: false });
const ROWS = [INVITED, SIGNED_UP, INVITED_ADMIN];

function listApi(extra: Parameters<typeof installUsersApi>[0] = {}) {
  return installUsersApi({
    ...organisationRoutes(),
    'GET /wizard/employees/': ({ query }) =>
      json(200, { count: ROWS.length, page: Number(query.get('page')), page_size: Number(query.get('page_size')), results: ROWS }),
    ...extra,
  });
}

/** A clipboard that takes the text, or refuses it (no clipboard outside a secure context). */
function stubClipboard(works = true) {
  const writeText = vi.fn(async (_text: string) => {
    if (!works) throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

afterEach(async () => {
  Reflect.deleteProperty(window.navigator, 'clipboard');
  await i18n.changeLanguage('en');
});

describe('who has not set a password yet', () => {
  it('marks them with a chip, and offers "Copy invitation link" on their rows only', async () => {
    await signInAs('admin');
    listApi();
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    const chip = await screen.findByTestId('employee-no-password-5');
    expect(chip.textContent).toBe('No password yet');
    expect(chip.getAttribute('title')).toBe('Has not set a password yet, so cannot sign in until they open an invitation link');
    expect(screen.queryByTestId('employee-no-password-6')).toBeNull();
    expect((screen.getByTestId('employee-copy-link-5') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('employee-copy-link-6')).toBeNull();
    // Another admin's row: only a super admin may (the server refuses it too).
    expect((screen.getByTestId('employee-copy-link-7') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so in Azerbaijani and Russian too', async () => {
    await signInAs('admin');
    listApi();
    await i18n.changeLanguage('az');
    const { unmount } = renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    expect((await screen.findByTestId('employee-no-password-5')).textContent).toBe('Hələ şifrəsi yoxdur');
    expect(screen.getByTestId('employee-copy-link-5').getAttribute('aria-label') ?? screen.getByTestId('employee-copy-link-5').textContent).toContain(
      'Dəvət keçidini kopyala',
    );
    unmount();
    await i18n.changeLanguage('ru');
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    expect((await screen.findByTestId('employee-no-password-5')).textContent).toBe('Пароль не задан');
  });
});

describe('the invitation link dialog', () => {
  it('makes a link only when asked, shows it once with its single use, and copies it', async () => {
    await signInAs('admin');
    const writeText = stubClipboard();
    const expires = '2030-03-08T10:00:00.000Z';
    const api = listApi({ 'POST /wizard/employee/5/invitation-link/': () => json(200, { link: LINK, expires_at: expires }) });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-copy-link-5'));
    const dialog = await screen.findByTestId('invitation-link-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Invitation link for Kamran Aliyev');
    // A new link ends the earlier ones: nothing is made before the admin asks.
    expect(within(dialog).getByTestId('invitation-link-intro').textContent).toContain('Any earlier link of theirs stops working');
    expect(api.callsTo('POST /wizard/employee/5/invitation-link/')).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('invitation-link-create'));
    const field = (await within(dialog).findByTestId('invitation-link-url')) as HTMLTextAreaElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(api.callsTo('POST /wizard/employee/5/invitation-link/')).toHaveLength(1);
    expect(within(dialog).getByTestId('invitation-link-single-use').textContent).toMatch(
      /^Single use: the link works once, until .*2030.* It is shown only now/,
    );

    fireEvent.click(within(dialog).getByTestId('invitation-link-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText('Invitation link copied')).toBeTruthy();
    expect(api.callsTo('POST /wizard/employee/5/invitation-link/')).toHaveLength(1);

    // Closed, the link is gone: opening again starts over.
    fireEvent.click(within(dialog).getByTestId('invitation-link-close'));
    await waitFor(() => expect(screen.queryByTestId('invitation-link-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('employee-copy-link-5'));
    expect(await screen.findByTestId('invitation-link-intro')).toBeTruthy();
    expect(screen.queryByTestId('invitation-link-url')).toBeNull();
  });

  it('selects the link for the admin when the browser will not copy it', async () => {
    await signInAs('admin');
    stubClipboard(false);
    listApi({ 'POST /wizard/employee/5/invitation-link/': () => json(200, { link: LINK, expires_at: '2030-03-08T10:00:00.000Z' }) });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-copy-link-5'));
    fireEvent.click(await screen.findByTestId('invitation-link-create'));
    const field = (await screen.findByTestId('invitation-link-url')) as HTMLTextAreaElement;
    fireEvent.click(screen.getByTestId('invitation-link-copy'));
    expect(await screen.findByText('The link could not be copied. It is selected: copy it with Ctrl+C.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('shows the server’s refusal, e.g. someone who set a password meanwhile', async () => {
    await signInAs('admin');
    listApi({
      'POST /wizard/employee/5/invitation-link/': () =>
        json(409, {
          detail: 'This person has already set a password. If they forgot it, they can use “Forgot password?” on the sign-in page.',
          code: 'password_already_set',
        }),
    });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-copy-link-5'));
    fireEvent.click(await screen.findByTestId('invitation-link-create'));
    expect((await screen.findByTestId('invitation-link-error')).textContent).toMatch(/^This person has already set a password/);
    expect(screen.queryByTestId('invitation-link-url')).toBeNull();
  });
});

describe('without a mail server', () => {
  it('the users list says that no email is sent and points to the invitation link', async () => {
    await signInAs('admin', { mailConfigured: false });
    listApi({ 'POST /account/resend-invitation/105/': () => new Response(null, { status: 204 }) });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    const note = await screen.findByTestId('users-no-mail');
    expect(note.textContent).toContain('No mail server is configured, so Performa sends no emails');
    expect(note.textContent).toContain('“Copy invitation link”');
    // "Email a link" does not claim that an email left.
    fireEvent.click(await screen.findByTestId('employee-invite-5'));
    expect(await screen.findByText('No email was sent: no mail server is configured. Use “Copy invitation link” instead.')).toBeTruthy();
  });

  it('says it in the reader’s language', async () => {
    await signInAs('admin', { mailConfigured: false });
    listApi();
    await i18n.changeLanguage('ru');
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    expect((await screen.findByTestId('users-no-mail')).textContent).toMatch(/^Почтовый сервер не настроен/);
  });

  it('the new employee form says that no invitation email leaves', async () => {
    await signInAs('admin', { mailConfigured: false });
    installUsersApi(organisationRoutes());
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    expect((await screen.findByTestId('employee-no-mail')).textContent).toContain('no invitation email is sent');
    const helper = screen.getByTestId('employee-password').closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;
    expect(helper).toBe('At least 8 characters. Leave blank to hand out an invitation link instead.');
  });

  it('with a mail server, no note anywhere', async () => {
    await signInAs('admin');
    listApi();
    const { unmount } = renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    await screen.findByTestId('employee-link-5');
    expect(screen.queryByTestId('users-no-mail')).toBeNull();
    unmount();
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    await screen.findByTestId('employee-password');
    expect(screen.queryByTestId('employee-no-mail')).toBeNull();
  });
});
