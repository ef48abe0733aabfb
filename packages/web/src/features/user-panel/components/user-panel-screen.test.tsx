import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Employee, UserPanel } from '@performa/contracts/api/employees';
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
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function open(route: string, extra: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '4');
  const panel: UserPanel = { account: { ...ACCOUNT }, employee: EMPLOYEE };
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
