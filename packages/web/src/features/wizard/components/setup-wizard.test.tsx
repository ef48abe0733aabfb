import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { WIZARD_STEPS } from '@performa/contracts/api/wizard';
import { SetupWizard } from './setup-wizard.tsx';

const steps = {
  company: <p>company form</p>,
  project: <p>projects list</p>,
  departments: <p>department tree</p>,
  positions: <p>positions chart</p>,
  employees: <p>employees grid</p>,
  periods: <p>periods and rounds</p>,
  scales: <p>response scales</p>,
  categories: <p>categories</p>,
  competencies: <p>competencies</p>,
  goals: <p>positional goals</p>,
  weights: <p>weights</p>,
};

const SUMMARY = {
  departments: 3,
  positions: 5,
  employees: 12,
  periods: 1,
  rounds: 4,
  scales: 2,
  rating_scale_set: false,
  final_score_scale_set: true,
  competencies: 6,
  positional_goals: 8,
  personal_goals: 0,
  weights_complete: false,
  empty: false,
};

const progress = (done: readonly string[]) => WIZARD_STEPS.map((key) => ({ key, done: done.includes(key) }));

describe('SetupWizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes at the first step that is not done and marks the done ones', async () => {
    installFakeApi({
      'GET /wizard/progress/': () => json(200, progress(['company', 'project'])),
    });
    renderWithProviders(<SetupWizard steps={steps} />, { route: '/wizard' });
    await screen.findByText('department tree');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard?step=departments'));
    expect(screen.getByTestId('wizard-step-company').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('wizard-step-departments').getAttribute('data-done')).toBe('false');
    expect(screen.queryByTestId('wizard-complete')).toBeNull();
  });

  it('shows no step before the progress is known, so that a late answer never moves the step under the user', async () => {
    let answer: (response: Response) => void = () => {};
    installFakeApi({ 'GET /wizard/progress/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<SetupWizard steps={steps} />, { route: '/wizard' });
    await screen.findByTestId('wizard-loading');
    expect(screen.queryByText('company form')).toBeNull();
    expect(screen.queryByTestId('wizard-next')).toBeNull();
    answer(json(200, progress(['company'])));
    await screen.findByText('projects list');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard?step=project'));
  });

  it('keeps the step on screen, and what was typed in it, when the menu opens the wizard on its first open step', async () => {
    installFakeApi({ 'GET /wizard/progress/': () => json(200, progress([])) });
    const typed = { ...steps, company: <input aria-label="address" /> };
    renderWithProviders(
      <>
        <Link to="/wizard">menu</Link>
        <SetupWizard steps={typed} />
      </>,
      { route: '/wizard?step=company' },
    );
    await userEvent.type(await screen.findByLabelText('address'), 'Neftchilar avenue 1');
    const field = screen.getByLabelText('address');
    await userEvent.click(screen.getByText('menu'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard?step=company'));
    expect(screen.queryByTestId('wizard-loading')).toBeNull();
    expect(screen.getByLabelText('address')).toBe(field);
    expect(field).toHaveProperty('value', 'Neftchilar avenue 1');
  });

  it('moves between steps, keeps the step in the URL and re-reads the progress', async () => {
    const api = installFakeApi({
      'GET /wizard/progress/': () => json(200, progress([])),
    });
    renderWithProviders(<SetupWizard steps={steps} />, {
      route: '/wizard?step=positions',
    });
    await screen.findByText('positions chart');
    await userEvent.click(screen.getByTestId('wizard-next'));
    await screen.findByText('employees grid');
    expect(screen.getByTestId('location').textContent).toBe('/wizard?step=employees');
    await userEvent.click(screen.getByTestId('wizard-step-weights'));
    await screen.findByText('weights');
    // After the last setup step comes Finish, which has no Next.
    expect(screen.getByTestId('wizard-next').textContent).toBe('Finish');
    await userEvent.click(screen.getByTestId('wizard-step-company'));
    await screen.findByText('company form');
    expect((screen.getByTestId('wizard-back') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(api.callsTo('GET /wizard/progress/').length).toBeGreaterThanOrEqual(3));
  });

  it('says so when every step is done, and opens at Finish', async () => {
    installFakeApi({
      'GET /wizard/progress/': () => json(200, progress(WIZARD_STEPS)),
      'GET /wizard/summary/': () => json(200, SUMMARY),
    });
    renderWithProviders(<SetupWizard steps={steps} />, { route: '/wizard' });
    await screen.findByTestId('wizard-complete');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard?step=finish'));
  });

  it('ends with Finish: what is set, what is missing, and a link to launch a round (docs/product.md §5.2, §5.4)', async () => {
    installFakeApi({
      'GET /wizard/progress/': () => json(200, progress(['company', 'project'])),
      'GET /wizard/summary/': () => json(200, SUMMARY),
    });
    renderWithProviders(<SetupWizard steps={steps} />, { route: '/wizard?step=weights' });
    await screen.findByText('weights');
    await userEvent.click(screen.getByTestId('wizard-next'));
    const finish = await screen.findByTestId('wizard-finish');
    expect(screen.getByTestId('location').textContent).toBe('/wizard?step=finish');
    expect(screen.queryByTestId('wizard-next')).toBeNull();
    expect(screen.getByTestId('wizard-finish-departments').textContent).toBe('Departments: 3');
    expect(screen.getByTestId('wizard-finish-employees').textContent).toBe('Active employees: 12');
    expect(screen.getByTestId('wizard-finish-rounds').textContent).toBe('Rounds: 4');
    expect(screen.getByTestId('wizard-finish-final').textContent).toBe('The final score scale is chosen.');
    expect(screen.getByTestId('wizard-finish-rating').getAttribute('data-ok')).toBe('false');
    expect(screen.getByTestId('wizard-finish-weights').textContent).toBe('The final score split and the party weights are not set yet.');
    expect(finish.textContent).toContain('Some steps are not complete yet');
    await userEvent.click(screen.getByTestId('wizard-finish-next'));
    // (Here the wizard is rendered at every path; in the app /evaluations replaces it.)
    expect(screen.getByTestId('location').textContent).toMatch(/^\/evaluations/);
  });

  it('phone width: one line "Step n of 12: …" with a progress bar and a step picker instead of the stepper', async () => {
    setScreenWidth(390);
    installFakeApi({ 'GET /wizard/progress/': () => json(200, progress(['company'])) });
    renderWithProviders(<SetupWizard steps={steps} />, { route: '/wizard?step=positions' });
    await screen.findByText('positions chart');
    expect(screen.getByTestId('wizard-step-of').textContent).toBe('Step 4 of 12: Positions');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(Math.round((4 / 12) * 100)));
    expect(screen.queryByTestId('wizard-step-company')).toBeNull();
    await userEvent.click(screen.getByTestId('wizard-next'));
    await screen.findByText('employees grid');
    expect(screen.getByTestId('wizard-step-of').textContent).toBe('Step 5 of 12: Employees');
  });
});
