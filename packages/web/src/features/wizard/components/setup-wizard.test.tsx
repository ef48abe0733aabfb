import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
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
    expect((screen.getByTestId('wizard-next') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('wizard-step-company'));
    await screen.findByText('company form');
    expect((screen.getByTestId('wizard-back') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(api.callsTo('GET /wizard/progress/').length).toBeGreaterThanOrEqual(3));
  });

  it('says so when every step is done', async () => {
    installFakeApi({
      'GET /wizard/progress/': () => json(200, progress(WIZARD_STEPS)),
    });
    renderWithProviders(<SetupWizard steps={steps} />, { route: '/wizard' });
    await screen.findByTestId('wizard-complete');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard?step=weights'));
  });
});
