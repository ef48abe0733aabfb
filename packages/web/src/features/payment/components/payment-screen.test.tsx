import type { Payment, PaymentOverview } from '@performa/contracts/api/payment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { loadSession, sessionStore } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PaymentScreen } from './payment-screen.tsx';

const OVERVIEW = '/account/payment/';

const BANK = {
  seller: 'Performa LLC',
  seller_address: '1 Nizami Street, Baku',
  tax_id: '1234567890',
  bank_name: 'Kapital Bank',
  iban: 'AZ21NABZ00000000137010001944',
  swift: 'AIIBAZ2X',
};

const PLANS = [
  { id: 1, code: 'year', name: 'Yearly', months: 12, price: 1200, currency: 'AZN' },
  { id: 2, code: 'quarter', name: 'Quarterly', months: 3, price: 350.5, currency: 'AZN' },
];

const payment = (id: number, overrides: Partial<Payment> = {}): Payment => ({
  id,
  package: 'standard',
  plan: 'Yearly',
  plan_code: 'year',
  months: 12,
  price: 1200,
  currency: 'AZN',
  start_date: null,
  end_date: null,
  is_accepted: false,
  status: 'waiting',
  reference: `PF-CABC-${id}`,
  invoice: null,
  note: '',
  created_at: '2026-03-02T10:15:00.000Z',
  decided_at: null,
  ...overrides,
});

const ACCEPTED = payment(3, {
  status: 'accepted',
  is_accepted: true,
  start_date: '2026-01-15',
  end_date: '2027-01-14',
  invoice: 'INV-000012',
  created_at: '2026-01-10T09:00:00.000Z',
  decided_at: '2026-01-15T09:00:00.000Z',
});
const REJECTED = payment(2, { status: 'rejected', note: 'The transfer did not arrive.', created_at: '2025-12-01T09:00:00.000Z' });

const saas = (overrides: Partial<PaymentOverview> = {}): PaymentOverview => ({
  mode: 'saas',
  package: 'yes',
  current: { plan: 'Yearly', package: 'standard', price: 1200, currency: 'AZN', start_date: '2026-01-15', end_date: '2027-01-14', days_left: 10 },
  payments: [ACCEPTED, REJECTED],
  plans: PLANS,
  bank: BANK,
  ...overrides,
});

const SELF_HOSTED: PaymentOverview = {
  mode: 'self-hosted',
  package: 'yes',
  current: { plan: 'free', package: 'free', price: 0, currency: 'AZN', start_date: '2026-01-01', end_date: null, days_left: null },
  payments: [
    payment(1, {
      package: 'free',
      plan: 'free',
      plan_code: 'free',
      months: null,
      price: 0,
      status: 'accepted',
      is_accepted: true,
      start_date: '2026-01-01',
      reference: null,
    }),
  ],
  plans: [],
  bank: { seller: '', seller_address: '', tax_id: '', bank_name: '', iban: '', swift: '' },
};

/** A server whose overview is `state()`: each read answers what the company has then. */
function open(state: () => PaymentOverview, extra: Record<string, FakeHandler> = {}) {
  const api = installFakeApi({ [`GET ${OVERVIEW}`]: () => json(200, state()), ...extra });
  renderWithProviders(<PaymentScreen />, { route: '/payment' });
  return api;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the payment screen (docs/product.md §7.11)', () => {
  it('saas: the current package with its days left, the plans, and choosing one makes a request shown with the reference and the bank details', async () => {
    let overview = saas();
    const api = open(() => overview, {
      [`POST ${OVERVIEW}`]: () => {
        const created = payment(4, { plan: 'Quarterly', plan_code: 'quarter', months: 3, price: 350.5 });
        overview = saas({ payments: [created, ACCEPTED, REJECTED] });
        return json(201, created);
      },
    });
    expect(await screen.findByTestId('payment-current-facts-plan')).toBeTruthy();
    expect(text('page-title')).toBe('Payment and billing');
    expect(text('payment-current-facts-price')).toBe('1,200.00 AZN');
    expect(text('payment-current-facts-start')).toBe('Jan 15, 2026');
    expect(text('payment-current-facts-end')).toBe('Jan 14, 2027');
    expect(text('payment-current-facts-days')).toBe('10 days');
    // 14 days or fewer: the warning colour.
    expect(screen.getByTestId('payment-current-facts-days').firstElementChild!.getAttribute('data-tone')).toBe('warning');
    expect(text('payment-current-status')).toBe('Active');
    expect(screen.queryByTestId('payment-current-waiting')).toBeNull();
    expect(text('payment-plan-year-price')).toBe('1,200.00 AZN');
    expect(text('payment-plan-quarter-price')).toBe('350.50 AZN');
    expect(within(screen.getByTestId('payment-plan-quarter')).getByText('3 months')).toBeTruthy();
    expect(screen.queryByTestId('payment-request')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose the plan “Quarterly”' }));
    const dialog = await screen.findByTestId('payment-plan-confirm');
    expect(within(dialog).getByText('Request the plan “Quarterly”?')).toBeTruthy();
    expect(within(dialog).getByText(/A payment request for 350\.50 AZN \(3 months\) is created\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-button'));

    const request = await screen.findByTestId('payment-request');
    expect(api.callsTo(`POST ${OVERVIEW}`).map((call) => call.body)).toEqual([{ plan: 2 }]);
    expect(text('payment-request-reference-value')).toBe('PF-CABC-4');
    expect(text('payment-request-facts-amount')).toBe('350.50 AZN');
    expect(text('payment-request-facts-iban')).toBe(BANK.iban);
    expect(text('payment-request-facts-swift')).toBe(BANK.swift);
    expect(text('payment-request-facts-bankName')).toBe(BANK.bank_name);
    expect(text('payment-request-facts-seller')).toBe(BANK.seller);
    expect(text('payment-request-facts-taxId')).toBe(BANK.tax_id);
    expect(within(request).getByText('Payment is by bank transfer only: no card details are asked for or kept.')).toBeTruthy();
    expect(text('payment-current-waiting')).toBe('Waiting for acceptance');
    // While it waits, no other plan can be chosen, and the hint says why.
    expect(screen.getByTestId('payment-plan-year-choose').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('payment-plan-quarter-choose').hasAttribute('disabled')).toBe(true);
    expect(text('payment-plans-waiting')).toBe('A payment request is waiting for acceptance. Cancel it to choose another plan.');
    expect(text('payment-4-status')).toBe('Waiting');
    expect(await screen.findByText('The payment request was created. Pay it by bank transfer and quote its reference.')).toBeTruthy();
  });

  it('copies the reference to quote', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open(() => saas({ payments: [payment(4)] }));
    fireEvent.click(await screen.findByTestId('payment-request-copy'));
    expect(writeText).toHaveBeenCalledWith('PF-CABC-4');
    expect(await screen.findByText('The reference was copied.')).toBeTruthy();
  });

  it('cancels the waiting request after asking, and the plans can be chosen again', async () => {
    let overview = saas({ payments: [payment(4), ACCEPTED] });
    const api = open(() => overview, {
      'DELETE /account/payment/4/': () => {
        const cancelled = payment(4, { status: 'cancelled' });
        overview = saas({ payments: [cancelled, ACCEPTED] });
        return json(200, cancelled);
      },
    });
    fireEvent.click(await screen.findByTestId('payment-request-cancel'));
    const dialog = await screen.findByTestId('payment-request-cancel-confirm');
    expect(within(dialog).getByText('The request PF-CABC-4 is cancelled. Do not transfer money for it; you can choose a plan again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() => expect(screen.queryByTestId('payment-request')).toBeNull());
    expect(api.callsTo('DELETE /account/payment/4/')).toHaveLength(1);
    expect(text('payment-4-status')).toBe('Cancelled');
    expect(screen.getByTestId('payment-plan-year-choose').hasAttribute('disabled')).toBe(false);
    expect(await screen.findByText('The payment request was cancelled.')).toBeTruthy();
  });

  it('shows the server’s refusal in the reader’s language (409: a request waits already)', async () => {
    const api = open(() => saas(), {
      [`POST ${OVERVIEW}`]: () =>
        json(409, { detail: 'A payment request is already waiting for acceptance. Cancel it to choose another plan.', code: 'conflict' }),
    });
    fireEvent.click(await screen.findByTestId('payment-plan-year-choose'));
    fireEvent.click(within(await screen.findByTestId('payment-plan-confirm')).getByTestId('confirm-button'));
    expect(await screen.findByText('A payment request is already waiting for acceptance. Cancel it to choose another plan.')).toBeTruthy();
    // The overview is read again: the request that waits may have been made in another tab.
    await waitFor(() => expect(api.callsTo(`GET ${OVERVIEW}`)).toHaveLength(2));
  });

  it('self-hosted: the free package has no end, nothing is paid and no plan is offered', async () => {
    open(() => SELF_HOSTED);
    expect((await screen.findByTestId('payment-self-hosted')).textContent).toContain(
      'This installation has a free package without an end: nothing is paid and no plan needs to be chosen.',
    );
    expect(text('payment-current-facts-end')).toBe('No end');
    expect(text('payment-current-facts-price')).toBe('Free');
    expect(screen.queryByTestId('payment-current-facts-days')).toBeNull();
    expect(screen.queryByTestId('payment-plans')).toBeNull();
    expect(screen.queryByTestId('payment-request')).toBeNull();
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
    expect(text('payment-1-period')).toBe('Jan 1, 2026 – No end');
  });

  it('the history: the period, the rejection’s reason, and the invoice of an accepted payment as a PDF', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = open(() => saas(), {
      'GET /account/payment/3/invoice/': () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="INV-000012.pdf"' },
        }),
    });
    const table = await screen.findByTestId('payment-history-table');
    expect(table.getAttribute('role')).toBe('region');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual([null, 'payment-3', 'payment-2']);
    expect(text('payment-3-period')).toBe('Jan 15, 2026 – Jan 14, 2027');
    expect(text('payment-3-status')).toBe('Accepted');
    expect(text('payment-3-invoice')).toBe('INV-000012');
    expect(text('payment-2-status')).toBe('Rejected');
    expect(text('payment-2-reason')).toBe('Reason: The transfer did not arrive.');
    expect(text('payment-2-period')).toBe('—');
    expect(screen.queryByTestId('payment-2-download')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download invoice INV-000012' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /account/payment/3/invoice/')).toHaveLength(1);
    expect(api.callsTo('GET /account/payment/3/invoice/')[0]!.headers.get('Accept-Language')).toBe('en');
  });

  it('writes amounts, dates and days as the reader’s language does (az, ru)', async () => {
    await changeLanguage('az');
    open(() =>
      saas({ current: { plan: 'İllik', package: 'standard', price: 1200, currency: 'AZN', start_date: '2026-01-15', end_date: '2027-01-14', days_left: 3 } }),
    );
    expect((await screen.findByTestId('payment-current-facts-price')).textContent).toBe('1.200,00 AZN');
    expect(text('payment-plan-quarter-price')).toBe('350,50 AZN');
    expect(text('payment-current-facts-end')).toBe('14 yan 2027');
    expect(text('payment-current-facts-days')).toBe('3 gün');
    expect(screen.getByTestId('payment-current-facts-days').firstElementChild!.getAttribute('data-tone')).toBe('warning');
    expect(text('payment-current-status')).toBe('Aktiv');
    expect(text('payment-2-reason')).toBe('Səbəb: The transfer did not arrive.');

    await changeLanguage('ru');
    await waitFor(() => expect(text('payment-current-facts-days')).toBe('3 дня'));
    // Russian groups thousands with a no-break space.
    expect(text('payment-current-facts-price')?.replace(/\s/g, ' ')).toBe('1 200,00 AZN');
    expect(text('payment-3-status')).toBe('Принят');
  });

  it('a package that is no: not active, in the error colour, and the plans to renew it', async () => {
    open(() =>
      saas({
        package: 'no',
        current: null,
        payments: [payment(3, { status: 'accepted', is_accepted: true, start_date: '2025-01-01', end_date: '2025-12-31', invoice: 'INV-000001' })],
      }),
    );
    expect((await screen.findByTestId('payment-current-status')).textContent).toBe('Not active');
    expect(text('payment-current-none')).toBe(
      'Your company has no active package: admins and users cannot sign in until a payment is accepted. No data is lost.',
    );
    expect(screen.queryByTestId('payment-current-facts')).toBeNull();
    expect(screen.getByTestId('payment-plan-year-choose').hasAttribute('disabled')).toBe(false);
  });

  it('reads the permission record again when the package changed meanwhile (the operator accepted a payment)', async () => {
    storeTokens();
    let permissionReads = 0;
    let record = permissionRecord({ user_type: 'super_admin', package: 'no' });
    installFakeApi(
      sessionRoutes(record, {
        'GET /account/check-user-permission/': () => {
          permissionReads += 1;
          return json(200, record);
        },
        [`GET ${OVERVIEW}`]: () => json(200, saas()),
      }),
    );
    await loadSession();
    expect(permissionReads).toBe(1);
    record = permissionRecord({ user_type: 'super_admin', package: 'yes' });
    renderWithProviders(<PaymentScreen />, { route: '/payment' });
    await waitFor(() => expect(sessionStore.getState().permission.package).toBe('yes'));
    expect(permissionReads).toBe(2);
  });
  it('follows the next change too: after the package ended and the session agreed, a renewal reads the record again', async () => {
    storeTokens();
    let record = permissionRecord({ user_type: 'super_admin', package: 'no' });
    let overview = saas();
    installFakeApi(
      sessionRoutes(record, {
        'GET /account/check-user-permission/': () => json(200, record),
        [`GET ${OVERVIEW}`]: () => json(200, overview),
      }),
    );
    await loadSession();
    // Accepted while the page was open: the record is read again.
    record = permissionRecord({ user_type: 'super_admin', package: 'yes' });
    const first = renderWithProviders(<PaymentScreen />, { route: '/payment' });
    await waitFor(() => expect(sessionStore.getState().permission.package).toBe('yes'));
    first.unmount();
    // The package ended; the session knows it, and the screen agrees.
    record = permissionRecord({ user_type: 'super_admin', package: 'no' });
    overview = saas({ package: 'no', current: null });
    await loadSession();
    const second = renderWithProviders(<PaymentScreen />, { route: '/payment' });
    await screen.findByTestId('payment-current');
    second.unmount();
    // Renewed: the record is read again, once more.
    record = permissionRecord({ user_type: 'super_admin', package: 'yes' });
    overview = saas();
    renderWithProviders(<PaymentScreen />, { route: '/payment' });
    await waitFor(() => expect(sessionStore.getState().permission.package).toBe('yes'));
  });
});
