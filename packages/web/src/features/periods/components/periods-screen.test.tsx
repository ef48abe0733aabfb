import type { Frequency, Period } from '@performa/contracts/api/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PeriodsScreen } from './periods-screen.tsx';

const period = (id: number, number: number, name: string, state: Period['state'], frequency_count = 0): Period => ({
  id,
  number,
  name,
  start_date: `${2020 + number}-01-01`,
  end_date: `${2020 + number}-12-31`,
  state,
  frequency_count,
});
const PERIODS = [period(1, 4, 'FY 2024', 'past', 2), period(2, 5, 'FY 2025', 'current'), period(3, 6, 'FY 2026', 'future')];
const ROUNDS: Frequency[] = [
  { id: 11, period_id: 1, name: 'H1', start_date: '2024-01-01', end_date: '2024-06-30', state: 'past' },
  { id: 12, period_id: 1, name: 'H2', start_date: '2024-07-01', end_date: '2024-12-31', state: 'past' },
];

async function setup(routes: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    ...sessionRoutes(permissionRecord()),
    'GET /wizard/period/': () => json(200, PERIODS),
    'GET /wizard/frequency/': () => json(200, ROUNDS),
    ...routes,
  });
  await loadSession();
  renderWithProviders(<PeriodsScreen />, { route: '/periods' });
  await screen.findByTestId('period-row-1');
  return fake;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the periods screen', () => {
  it('lists the periods with their state and rounds, and opens a period’s rounds', async () => {
    await setup();
    expect(screen.getByTestId('period-state-1').textContent).toBe('Past');
    expect(screen.getByTestId('period-state-2').textContent).toBe('Current');
    expect(screen.getByTestId('period-state-3').textContent).toBe('Future');
    expect(screen.getByTestId('period-rounds-1').textContent).toBe('2');

    fireEvent.click(screen.getByTestId('period-toggle-1'));
    const rounds = await screen.findByTestId('rounds-1');
    expect(await within(rounds).findByTestId('round-row-11')).toBeTruthy();
    expect(within(rounds).getByTestId('round-row-12').textContent).toContain('2024-07-01 – 2024-12-31');
  });

  it('checks the form before sending and shows the server’s field errors at the fields', async () => {
    const fake = await setup({
      'POST /wizard/period/': () => json(400, { number: ['A period with this number already exists in this project.'] }),
    });
    fireEvent.click(screen.getByTestId('periods-add'));
    fireEvent.click(await screen.findByTestId('period-dialog-submit'));
    const dialog = screen.getByTestId('period-dialog');
    expect((await within(dialog).findAllByText('This field is required')).length).toBe(1);
    expect(within(dialog).getAllByText('Enter a valid value.')).toHaveLength(2);

    type('period-name', 'FY 2027');
    type('period-start', '2027-12-31');
    type('period-end', '2027-01-01');
    fireEvent.click(screen.getByTestId('period-dialog-submit'));
    expect(await within(dialog).findByText('Start date must be before end date.')).toBeTruthy();
    expect(within(dialog).getByText('End date must be after start date.')).toBeTruthy();
    expect(fake.callsTo('POST /wizard/period/')).toHaveLength(0);

    type('period-number', '5');
    type('period-start', '2027-01-01');
    type('period-end', '2027-12-31');
    fireEvent.click(screen.getByTestId('period-dialog-submit'));
    expect(await within(dialog).findByText('A period with this number already exists in this project.')).toBeTruthy();
    expect(fake.callsTo('POST /wizard/period/')[0]!.body).toEqual({ number: 5, name: 'FY 2027', start_date: '2027-01-01', end_date: '2027-12-31' });
  });

  it('sends an empty number as null and shows which rounds a shrunk period would leave outside, on its date field', async () => {
    const outside = 'These rounds would fall outside the period: H1 (01.01.2024–30.06.2024). Change or delete them first.';
    const fake = await setup({
      'PUT /wizard/period/1/': () => json(400, { start_date: [outside] }),
    });
    fireEvent.click(screen.getByTestId('period-1-edit'));
    type('period-number', '');
    type('period-start', '2024-03-01');
    fireEvent.click(screen.getByTestId('period-dialog-submit'));
    expect(await screen.findByText(outside)).toBeTruthy();
    expect(fake.callsTo('PUT /wizard/period/1/')[0]!.body).toMatchObject({ number: null, name: 'FY 2024', start_date: '2024-03-01' });
  });

  it('generates rounds: cadence, replace for a period that has rounds, and the server’s refusal', async () => {
    let replaced = false;
    const fake = await setup({
      'POST /wizard/frequency/generate/': (request) => {
        const body = request.body as { replace: boolean };
        if (!body.replace)
          return json(409, { detail: 'This period already has rounds. Choose to replace them to generate new ones.', code: 'period_has_rounds' });
        replaced = true;
        return json(201, ROUNDS);
      },
    });
    fireEvent.click(screen.getByTestId('period-toggle-1'));
    fireEvent.click(await screen.findByTestId('rounds-generate-1'));
    const dialog = await screen.findByTestId('generate-dialog');
    expect(within(dialog).getByText('This period already has rounds: 2.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('generate-cadence-half_yearly'));
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    expect(await within(dialog).findByTestId('generate-dialog-error')).toHaveProperty(
      'textContent',
      'This period already has rounds. Choose to replace them to generate new ones.',
    );

    fireEvent.click(screen.getByTestId('generate-replace'));
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('generate-dialog')).toBeNull());
    expect(replaced).toBe(true);
    expect(fake.callsTo('POST /wizard/frequency/generate/').map((c) => c.body)).toEqual([
      { period_id: 1, cadence: 'half_yearly', replace: false },
      { period_id: 1, cadence: 'half_yearly', replace: true },
    ]);
    expect(await screen.findByText('Rounds generated: 2.')).toBeTruthy();
  });

  it('adds a round inside the period and confirms a period’s deletion', async () => {
    const fake = await setup({
      'POST /wizard/frequency/': () => json(400, { end_date: ['The dates must lie inside the period (2024-01-01 – 2024-12-31).'] }),
      'DELETE /wizard/period/2/': () => new Response(null, { status: 204 }),
      'GET /wizard/period/2/delete-impact/': () =>
        json(200, {
          rounds: [
            { name: 'Q1', start_date: '2025-01-01', end_date: '2025-03-31' },
            { name: 'Q2', start_date: '2025-04-01', end_date: '2025-06-30' },
          ],
          personal_goals: 5,
          from_positional_goals: 3,
          sub_goals: 2,
          employees: 4,
          periodic_competencies: 1,
          goal_names: ['Quality', 'Sell more'],
        }),
    });
    fireEvent.click(screen.getByTestId('period-toggle-1'));
    fireEvent.click(await screen.findByTestId('rounds-add-1'));
    expect((screen.getByTestId('round-start') as HTMLInputElement).value).toBe('2024-01-01');
    type('round-name', 'Q1');
    type('round-end', '2025-03-31');
    fireEvent.click(screen.getByTestId('round-dialog-submit'));
    expect(await screen.findByText('The dates must lie inside the period (2024-01-01 – 2024-12-31).')).toBeTruthy();
    expect(fake.callsTo('POST /wizard/frequency/')[0]!.body).toEqual({ period_id: 1, name: 'Q1', start_date: '2024-01-01', end_date: '2025-03-31' });
    fireEvent.click(screen.getByText('Cancel'));

    fireEvent.click(screen.getByTestId('period-2-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByText('This action can not be reversed')).toBeTruthy();
    expect(within(confirm).getByText('The period “FY 2025” will be deleted with everything set for it.')).toBeTruthy();
    // What goes with it, named and counted (docs/product.md §3.1).
    const impact = await within(confirm).findByTestId('period-delete-impact');
    expect(impact.textContent).toContain('Rounds: 2 (Q1 (2025-01-01 – 2025-03-31), Q2 (2025-04-01 – 2025-06-30)).');
    expect(impact.textContent).toContain('Personal goals: 5 (employees: 4): Quality, Sell more.');
    expect(impact.textContent).toContain('Of these, copies of positional goals: 3 (the positional goals themselves stay).');
    expect(impact.textContent).toContain('Sub goals: 2.');
    expect(impact.textContent).toContain('Periodic competencies that lose this period: 1 (the competencies stay).');
    fireEvent.click(within(confirm).getByTestId('confirm-button'));
    await waitFor(() => expect(fake.callsTo('DELETE /wizard/period/2/')).toHaveLength(1));
  });
});
