import type { OperatorPayment, OperatorPlan, PlatformSettings } from '@performa/contracts/api/payment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { installFakeApi, json, storeTokens, type FakeHandler, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { OperatorScreen } from './operator-screen.tsx';

const OPERATOR_TOKEN = 'operator-access-1';
const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

const PAYMENT: OperatorPayment = {
  id: 5,
  package: 'standard',
  plan: 'Annual',
  plan_code: 'annual',
  months: 12,
  price: 1200,
  currency: 'AZN',
  start_date: null,
  end_date: null,
  is_accepted: false,
  status: 'waiting',
  reference: 'PF-C0123456789-5',
  invoice: null,
  note: '',
  created_at: '2026-03-02T10:00:00.000Z',
  decided_at: null,
  company: { id: 1, name: 'Acme', code: 'C0123456789' },
  super_admin: { name: 'Aysel Mammadova', email: 'aysel@example.com' },
};

const ACCEPTED: OperatorPayment = {
  ...PAYMENT,
  id: 4,
  status: 'accepted',
  is_accepted: true,
  start_date: '2025-03-01',
  end_date: '2026-02-28',
  invoice: 'INV-000003',
  reference: 'PF-C0123456789-4',
};

const PLAN: OperatorPlan = {
  id: 2,
  code: 'annual',
  names: { en: 'Annual', az: 'İllik', ru: 'Годовой' },
  months: 12,
  price: 1200,
  currency: 'AZN',
  is_offered: true,
  sort_order: 1,
};

const SETTINGS: PlatformSettings = {
  seller: 'Performa LLC',
  seller_address: 'Baku',
  tax_id: '1234567890',
  bank_name: 'Kapital Bank',
  iban: 'AZ00NABZ00000000000000000000',
  swift: 'AIIBAZ2X',
  help_url: '',
  terms_url: '',
  privacy_url: '',
  support_email: '',
};

const enabled = { 'GET /operator/status/': () => json(200, { enabled: true }) };
const bearer = (request: FakeRequest) => request.headers.get('authorization');

/** The operator signed in in this tab, as after the sign-in form. */
function keepOperatorToken() {
  window.sessionStorage.setItem('operatorAccess', JSON.stringify({ access: OPERATOR_TOKEN, expires_at: IN_AN_HOUR() }));
}

function open(routes: Record<string, FakeHandler>, route = '/operator') {
  // A company session in the same browser: its token must never reach an operator route.
  storeTokens('company-access', 'company-refresh');
  window.localStorage.setItem('project', '3');
  const api = installFakeApi({ ...enabled, ...routes });
  return { api, ...renderWithProviders(<OperatorScreen />, { route }) };
}

/** Every call to an operator route but the public ones carried the operator's token, and no project. */
function expectOperatorCalls(api: ReturnType<typeof installFakeApi>) {
  const guarded = api.calls.filter((call) => call.path !== '/operator/status/' && call.path !== '/operator/token/');
  expect(guarded.length).toBeGreaterThan(0);
  for (const call of guarded) {
    expect(bearer(call)).toBe(`Bearer ${OPERATOR_TOKEN}`);
    expect(call.headers.get('x-project-id')).toBeNull();
  }
  expect(api.calls.every((call) => !String(bearer(call)).includes('company-access'))).toBe(true);
}

describe('operator screen', () => {
  it('says the screen is off in a self-hosted installation, and nothing else', async () => {
    const { api } = open({ 'GET /operator/status/': () => json(200, { enabled: false }) });
    expect((await screen.findByTestId('operator-off')).textContent).toContain('self-hosted');
    expect(screen.queryByTestId('operator-sign-in-form')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/operator/status/']);
  });

  it('signs in, keeps the token for the tab only and lists the waiting payments with the operator token', async () => {
    const { api } = open({
      'POST /operator/token/': () => json(200, { access: OPERATOR_TOKEN, expires_at: IN_AN_HOUR() }),
      'GET /operator/payments/': () => json(200, { payments: [PAYMENT] }),
    });
    await userEvent.type(await screen.findByTestId('operator-username'), 'owner');
    await userEvent.type(screen.getByTestId('operator-password'), 'a long secret');
    fireEvent.click(screen.getByTestId('operator-sign-in-submit'));

    const row = await screen.findByTestId('operator-payment-5');
    expect(row.textContent).toContain('Acme');
    expect(row.textContent).toContain('C0123456789');
    expect(row.textContent).toContain('aysel@example.com');
    expect(row.textContent).toContain('PF-C0123456789-5');
    expect(screen.getByTestId('operator-payment-amount-5').textContent).toBe('1,200.00 AZN');
    expect(screen.getByTestId('operator-payment-status-5').textContent).toBe('Waiting');

    expect(api.callsTo('POST /operator/token/')[0]?.body).toEqual({ username: 'owner', password: 'a long secret' });
    expect(bearer(api.callsTo('POST /operator/token/')[0]!)).toBeNull();
    // Waiting ones by default.
    expect(api.queries('/operator/payments/')).toEqual(['?status=waiting']);
    expectOperatorCalls(api);
    // Its own key in session storage; the company's tokens are as they were.
    expect(JSON.parse(window.sessionStorage.getItem('operatorAccess')!).access).toBe(OPERATOR_TOKEN);
    expect(window.localStorage.getItem('access')).toBe('company-access');
  });

  it('says a wrong username or password, and the wait after too many tries', async () => {
    let tries = 0;
    const { api } = open({
      'POST /operator/token/': () =>
        ++tries === 1
          ? json(401, { detail: 'No active account found with the given credentials', code: 'no_active_account' })
          : json(429, { detail: 'Too many failed sign-ins. Try again in 60 seconds.', code: 'throttled' }),
    });
    await userEvent.type(await screen.findByTestId('operator-username'), 'owner');
    await userEvent.type(screen.getByTestId('operator-password'), 'wrong');
    fireEvent.click(screen.getByTestId('operator-sign-in-submit'));
    expect(await screen.findByText('Wrong username or password')).toBeTruthy();

    fireEvent.click(screen.getByTestId('operator-sign-in-submit'));
    expect(await screen.findByText('Too many failed sign-ins. Try again in 60 seconds.')).toBeTruthy();
    expect(screen.getByTestId('operator-sign-in-form')).toBeTruthy();
    expect(window.sessionStorage.getItem('operatorAccess')).toBeNull();
    expect(api.callsTo('GET /operator/payments/')).toHaveLength(0);
  });

  it('filters by status and searches', async () => {
    keepOperatorToken();
    const { api } = open({ 'GET /operator/payments/': () => json(200, { payments: [PAYMENT, ACCEPTED] }) });
    await screen.findByTestId('operator-payment-4');
    // An accepted one shows its period and invoice, and no action.
    const accepted = screen.getByTestId('operator-payment-4');
    expect(accepted.textContent).toContain('INV-000003');
    expect(accepted.textContent).toContain('Mar 1, 2025');
    expect(within(accepted).queryByTestId('operator-accept-4')).toBeNull();

    fireEvent.mouseDown(screen.getByTestId('operator-payments-status'));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(api.queries('/operator/payments/')).toContain(''));

    await userEvent.type(screen.getByTestId('operator-payments-search'), 'acme');
    await waitFor(() => expect(api.queries('/operator/payments/')).toContain('?search=acme'));
    expectOperatorCalls(api);
  });

  it('accepts a waiting payment after a confirmation that says what follows, then reads the list again', async () => {
    keepOperatorToken();
    let accepted = false;
    const { api } = open({
      'GET /operator/payments/': () =>
        json(200, { payments: [accepted ? { ...PAYMENT, status: 'accepted', is_accepted: true, invoice: 'INV-000004' } : PAYMENT] }),
      'POST /operator/payments/5/accept/': () => {
        accepted = true;
        return json(200, { ...PAYMENT, status: 'accepted', is_accepted: true, start_date: '2026-03-05', end_date: '2027-03-04', invoice: 'INV-000004' });
      },
    });
    fireEvent.click(await screen.findByTestId('operator-accept-5'));
    const dialog = await screen.findByTestId('operator-accept-dialog');
    expect(dialog.textContent).toContain('The package of Acme will be activated');
    expect(dialog.textContent).toContain('1,200.00 AZN');
    expect(dialog.textContent).toContain('the super admin will be emailed');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));

    expect(await screen.findByText('The payment PF-C0123456789-5 was accepted.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('operator-payment-status-5').textContent).toBe('Accepted'));
    expect(api.callsTo('POST /operator/payments/5/accept/')).toHaveLength(1);
    expect(api.callsTo('GET /operator/payments/')).toHaveLength(2);
    expectOperatorCalls(api);
  });

  it('shows the server’s refusal of a payment no longer waiting (409)', async () => {
    keepOperatorToken();
    open({
      'GET /operator/payments/': () => json(200, { payments: [PAYMENT] }),
      'POST /operator/payments/5/accept/': () =>
        json(409, { detail: 'This payment is no longer waiting: it was accepted, rejected or cancelled.', code: 'conflict' }),
    });
    fireEvent.click(await screen.findByTestId('operator-accept-5'));
    fireEvent.click(within(await screen.findByTestId('operator-accept-dialog')).getByTestId('confirm-button'));
    expect(await screen.findByText('This payment is no longer waiting: it was accepted, rejected or cancelled.')).toBeTruthy();
  });

  it('rejects a waiting payment with a required reason', async () => {
    keepOperatorToken();
    const { api } = open({
      'GET /operator/payments/': () => json(200, { payments: [PAYMENT] }),
      'POST /operator/payments/5/reject/': (request) =>
        json(200, { ...PAYMENT, status: 'rejected', note: (request.body as { reason: string }).reason, decided_at: '2026-03-05T09:00:00.000Z' }),
    });
    fireEvent.click(await screen.findByTestId('operator-reject-5'));
    const dialog = await screen.findByTestId('operator-reject-dialog');
    expect(dialog.textContent).toContain('The super admin of Acme will be emailed with the reason.');
    fireEvent.click(within(dialog).getByTestId('operator-reject-dialog-submit'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.callsTo('POST /operator/payments/5/reject/')).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('operator-reject-reason'), 'No transfer arrived');
    fireEvent.click(within(dialog).getByTestId('operator-reject-dialog-submit'));
    expect(await screen.findByText('The payment PF-C0123456789-5 was rejected.')).toBeTruthy();
    expect(api.callsTo('POST /operator/payments/5/reject/')[0]?.body).toEqual({ reason: 'No transfer arrived' });
    await waitFor(() => expect(api.callsTo('GET /operator/payments/')).toHaveLength(2));
    expectOperatorCalls(api);
  });

  it('adds a plan, with the server’s field error at its field', async () => {
    keepOperatorToken();
    let tries = 0;
    const { api } = open(
      {
        'GET /operator/plans/': () => json(200, { plans: [PLAN] }),
        'POST /operator/plans/': (request) =>
          ++tries === 1 ? json(400, { code: ['A plan with this code already exists.'] }) : json(201, { ...(request.body as object), id: 3 }),
      },
      '/operator?tab=plans',
    );
    const row = await screen.findByTestId('operator-plan-2');
    expect(row.textContent).toContain('1,200.00 AZN');
    expect(row.textContent).toContain('İllik');

    fireEvent.click(screen.getByTestId('operator-plan-add'));
    const dialog = await screen.findByTestId('operator-plan-dialog');
    await userEvent.type(within(dialog).getByTestId('operator-plan-code'), 'annual');
    await userEvent.type(within(dialog).getByTestId('operator-plan-name-en'), 'Annual');
    await userEvent.type(within(dialog).getByTestId('operator-plan-name-az'), 'İllik');
    await userEvent.type(within(dialog).getByTestId('operator-plan-name-ru'), 'Годовой');
    await userEvent.clear(within(dialog).getByTestId('operator-plan-price'));
    await userEvent.type(within(dialog).getByTestId('operator-plan-price'), '1200');
    fireEvent.click(within(dialog).getByTestId('operator-plan-dialog-submit'));

    expect(await within(dialog).findByText('A plan with this code already exists.')).toBeTruthy();
    expect(within(dialog).getByTestId('operator-plan-code').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /operator/plans/')[0]?.body).toEqual({
      code: 'annual',
      names: { en: 'Annual', az: 'İllik', ru: 'Годовой' },
      months: 12,
      price: 1200,
      currency: 'AZN',
      is_offered: true,
      sort_order: 0,
    });

    await userEvent.clear(within(dialog).getByTestId('operator-plan-code'));
    await userEvent.type(within(dialog).getByTestId('operator-plan-code'), 'annual-2');
    fireEvent.click(within(dialog).getByTestId('operator-plan-dialog-submit'));
    expect(await screen.findByText('The plan annual-2 was added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('operator-plan-dialog')).toBeNull());
    expect(api.callsTo('GET /operator/plans/')).toHaveLength(2);
    expectOperatorCalls(api);
  });

  it('refuses a plan of more than 60 months before sending it', async () => {
    keepOperatorToken();
    const { api } = open({ 'GET /operator/plans/': () => json(200, { plans: [PLAN] }) }, '/operator?tab=plans');
    fireEvent.click(await screen.findByTestId('operator-plan-edit-2'));
    const dialog = await screen.findByTestId('operator-plan-dialog');
    expect((within(dialog).getByTestId('operator-plan-name-ru') as HTMLInputElement).value).toBe('Годовой');
    await userEvent.clear(within(dialog).getByTestId('operator-plan-months'));
    await userEvent.type(within(dialog).getByTestId('operator-plan-months'), '61');
    fireEvent.click(within(dialog).getByTestId('operator-plan-dialog-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('operator-plan-months').getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('PUT /operator/plans/2/')).toHaveLength(0);
  });

  it('saves the platform settings', async () => {
    keepOperatorToken();
    const { api } = open(
      {
        'GET /operator/settings/': () => json(200, SETTINGS),
        'PUT /operator/settings/': (request) => json(200, request.body),
      },
      '/operator?tab=settings',
    );
    const iban = await screen.findByTestId('operator-settings-iban');
    expect((iban as HTMLInputElement).value).toBe(SETTINGS.iban);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'AZ21NABZ00000000137010001944');
    await userEvent.type(screen.getByTestId('operator-settings-support_email'), 'help@performa.az');
    fireEvent.click(screen.getByTestId('operator-settings-save'));

    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
    expect(api.callsTo('PUT /operator/settings/')[0]?.body).toEqual({ ...SETTINGS, iban: 'AZ21NABZ00000000137010001944', support_email: 'help@performa.az' });
    expectOperatorCalls(api);
  });

  it('returns to the sign-in form when the server refuses the token', async () => {
    keepOperatorToken();
    const { api } = open({ 'GET /operator/payments/': () => json(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' }) });
    expect(await screen.findByTestId('operator-sign-in-form')).toBeTruthy();
    expect(window.sessionStorage.getItem('operatorAccess')).toBeNull();
    // The company's session is not touched: its refresh token is not spent on the operator's 401.
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(0);
    expect(window.localStorage.getItem('access')).toBe('company-access');
    expect(window.localStorage.getItem('refresh')).toBe('company-refresh');
  });

  it('shows the sign-in form for a token that has ended', async () => {
    window.sessionStorage.setItem('operatorAccess', JSON.stringify({ access: OPERATOR_TOKEN, expires_at: new Date(Date.now() - 1000).toISOString() }));
    const { api } = open({ 'GET /operator/payments/': () => json(200, { payments: [] }) });
    expect(await screen.findByTestId('operator-sign-in-form')).toBeTruthy();
    expect(api.callsTo('GET /operator/payments/')).toHaveLength(0);
  });

  it('signs out: the token is forgotten and the sign-in form shows', async () => {
    keepOperatorToken();
    open({ 'GET /operator/payments/': () => json(200, { payments: [] }) });
    expect(await screen.findByTestId('operator-payments-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('operator-sign-out'));
    expect(await screen.findByTestId('operator-sign-in-form')).toBeTruthy();
    expect(window.sessionStorage.getItem('operatorAccess')).toBeNull();
    expect(window.localStorage.getItem('access')).toBe('company-access');
  });

  it('fits a phone: the filters fold behind one button and the table scrolls in its named region', async () => {
    setScreenWidth(390);
    keepOperatorToken();
    open({ 'GET /operator/payments/': () => json(200, { payments: [PAYMENT] }) });
    await screen.findByTestId('operator-payment-5');
    expect(screen.getByTestId('operator-payments-filters-toggle')).toBeTruthy();
    expect(screen.queryByTestId('operator-payments-search')).toBeNull();
    expect(screen.getByRole('region', { name: 'Payments of every company' })).toBe(screen.getByTestId('operator-payments-table'));
  });

  it('speaks the reader’s language, amounts included', async () => {
    keepOperatorToken();
    await i18n.changeLanguage('ru');
    open({ 'GET /operator/payments/': () => json(200, { payments: [PAYMENT] }) });
    expect(await screen.findByTestId('operator-payment-amount-5')).toHaveProperty('textContent', '1\u00a0200,00 AZN');
    expect(screen.getByTestId('operator-payment-status-5').textContent).toBe('Ожидает');
    expect(screen.getByTestId('operator-tab-plans').textContent).toBe('Тарифы');
  });
});
