import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { WeightsScreen } from './weights-screen.tsx';

const row = (id: number, name: string, weights: Record<string, number> | null) => ({
  employee_id: id,
  employee_number: `E-${id}`,
  full_name: name,
  department: { id: 1, name: 'Sales' },
  weights,
});

function weightsApi(extra: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    ...sessionRoutes(permissionRecord()),
    'GET /wizard/project-weight/': () => json(200, { goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1 }),
    'GET /wizard/skill-party/': () => json(200, { manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0.1 }),
    'GET /wizard/all-personal-weights/': () =>
      json(200, {
        count: 2,
        page: 1,
        page_size: 10,
        results: [row(1, 'Aysel Aliyeva', null), row(2, 'Nigar Babayeva', { manager: 0.7, subworker: 0, coworker: 0.3, self: 0 })],
      }),
    'GET /wizard/individual-weight/': () =>
      json(200, { count: 1, page: 1, page_size: 10, results: [row(3, 'Rashad Camalov', { goal_weight: 0.8, skill_weight: 0.2 })] }),
    'GET /wizard/employees-list/': () => json(200, [{ id: 1, full_name: 'Aysel Aliyeva', employee_number: 'E-1' }]),
    ...extra,
  });
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

async function retype(testId: string, value: string) {
  const user = userEvent.setup();
  await user.clear(input(testId));
  await user.type(input(testId), value);
}

beforeEach(async () => {
  storeTokens();
  installFakeApi(sessionRoutes(permissionRecord()));
  await loadSession();
});

describe('weights screen', () => {
  it('shows the project’s weights in percent with their sums, and which employees have their own (docs/product.md §3.13)', async () => {
    weightsApi();
    renderWithProviders(<WeightsScreen />);
    await waitFor(() => expect(input('weights-split-goal_weight').value).toBe('60'));
    expect(input('weights-split-max_achievement').value).toBe('1');
    expect(screen.getByTestId('weights-split-sum').textContent).toBe('Sum: 100 %');
    await waitFor(() => expect(input('weights-parties-coworker').value).toBe('30'));
    expect(screen.getByTestId('weights-parties-sum').textContent).toBe('Sum: 100 %');

    const aysel = await screen.findByTestId('personal-weights-row-1');
    expect(within(aysel).getByTestId('personal-weights-project-chip').textContent).toBe('Project weights');
    // Her cells show the project's weights; she has nothing to remove.
    expect(within(aysel).getByText('50')).toBeTruthy();
    expect(within(aysel).queryByTestId('personal-weights-1-remove')).toBeNull();
    const nigar = screen.getByTestId('personal-weights-row-2');
    expect(within(nigar).queryByTestId('personal-weights-project-chip')).toBeNull();
    expect(within(nigar).getByText('70')).toBeTruthy();
    expect(within(screen.getByTestId('individual-weights-row-3')).getByText('80')).toBeTruthy();
  });

  it('shows the sum message while the party weights break the rule, and sends nothing', async () => {
    const api = weightsApi({ 'PUT /wizard/skill-party/': (request) => json(200, request.body) });
    renderWithProviders(<WeightsScreen />);
    await waitFor(() => expect(input('weights-parties-manager').value).toBe('50'));
    await retype('weights-parties-manager', '60');
    expect(screen.getByTestId('weights-parties-sum').textContent).toBe('Sum: 110 %');
    expect(screen.getByTestId('weights-parties-sum-message').textContent).toBe('Sum of weights must be less or equal to 100.');
    fireEvent.click(screen.getByTestId('weights-parties-save'));

    await retype('weights-parties-manager', '40');
    expect(screen.getByTestId('weights-parties-sum').textContent).toBe('Sum: 90 %');
    expect(screen.queryByTestId('weights-parties-sum-message')).toBeNull();
    // Saved once the rule holds: the only weights ever sent are these (the refused click sent nothing).
    fireEvent.click(screen.getByTestId('weights-parties-save'));
    expect(await screen.findByText('The weights were saved.')).toBeTruthy();
    expect(api.callsTo('PUT /wizard/skill-party/').map((call) => call.body)).toEqual([{ manager: 0.4, subworker: 0.1, coworker: 0.3, self: 0.1 }]);
  });

  it('writes the live sum with the reader’s decimal comma in Azerbaijani', async () => {
    await i18n.changeLanguage('az');
    weightsApi({});
    renderWithProviders(<WeightsScreen />);
    await waitFor(() => expect(input('weights-parties-manager').value).toBe('50'));
    await retype('weights-parties-manager', '50,5');
    expect(screen.getByTestId('weights-parties-sum').textContent).toBe('Cəm: 100,5 %');
  });

  it('saves the party weights and shows the server’s refusal next to the sum', async () => {
    let answer = json(400, { non_field_errors: ['Сумма весов должна быть меньше или равна 1.'] });
    const api = weightsApi({ 'PUT /wizard/skill-party/': () => answer });
    renderWithProviders(<WeightsScreen />);
    await waitFor(() => expect(input('weights-parties-self').value).toBe('10'));
    await retype('weights-parties-self', '0');
    fireEvent.click(screen.getByTestId('weights-parties-save'));
    expect((await screen.findByTestId('weights-parties-sum-message')).textContent).toBe('Сумма весов должна быть меньше или равна 1.');
    expect(api.callsTo('PUT /wizard/skill-party/')[0]?.body).toEqual({ manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0 });

    answer = json(200, { manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0 });
    fireEvent.click(screen.getByTestId('weights-parties-save'));
    expect(await screen.findByText('The weights were saved.')).toBeTruthy();
    expect(screen.queryByTestId('weights-parties-sum-message')).toBeNull();
  });

  it('the final score split must add up to 100 %; the cap stays between 1 and 2', async () => {
    const api = weightsApi({ 'PUT /wizard/project-weight/': (request) => json(200, request.body) });
    renderWithProviders(<WeightsScreen />);
    await waitFor(() => expect(input('weights-split-goal_weight').value).toBe('60'));
    await retype('weights-split-goal_weight', '50');
    expect(screen.getByTestId('weights-split-sum-message').textContent).toBe('The weights must add up to 100.');
    await retype('weights-split-skill_weight', '50,0');
    await retype('weights-split-max_achievement', '3');
    fireEvent.click(screen.getByTestId('weights-split-save'));
    expect(await screen.findByText('The maximum achievement must be between 1 and 2.')).toBeTruthy();
    expect(api.callsTo('PUT /wizard/project-weight/')).toHaveLength(0);
    await retype('weights-split-max_achievement', '1.2');
    fireEvent.click(screen.getByTestId('weights-split-save'));
    await waitFor(() => expect(api.callsTo('PUT /wizard/project-weight/')).toHaveLength(1));
    expect(api.callsTo('PUT /wizard/project-weight/')[0]?.body).toEqual({ goal_weight: 0.5, skill_weight: 0.5, max_achievement: 1.2 });
  });

  it('edits an employee’s personal weights starting from the project’s', async () => {
    const api = weightsApi({ 'PUT /wizard/skill-personal-weight/1/': (request) => json(200, row(1, 'Aysel Aliyeva', request.body as Record<string, number>)) });
    renderWithProviders(<WeightsScreen />);
    fireEvent.click(await screen.findByTestId('personal-weights-1-edit'));
    const dialog = await screen.findByTestId('personal-weight-dialog');
    expect(within(dialog).getByText('Personal weights of Aysel Aliyeva')).toBeTruthy();
    expect(input('personal-weight-manager').value).toBe('50');
    await retype('personal-weight-manager', '40');
    await retype('personal-weight-self', '20');
    fireEvent.click(screen.getByTestId('personal-weight-save'));
    await waitFor(() => expect(screen.queryByTestId('personal-weight-dialog')).toBeNull());
    expect(api.callsTo('PUT /wizard/skill-personal-weight/1/')[0]?.body).toEqual({ manager: 0.4, subworker: 0.1, coworker: 0.3, self: 0.2 });
    // The lists are read again.
    expect(api.callsTo('GET /wizard/all-personal-weights/').length).toBeGreaterThan(1);
  });

  it('removes personal weights after the confirmation', async () => {
    const api = weightsApi({ 'DELETE /wizard/skill-personal-weight/2/': () => new Response(null, { status: 204 }) });
    renderWithProviders(<WeightsScreen />);
    fireEvent.click(await screen.findByTestId('personal-weights-2-remove'));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    expect(screen.getByText('The project’s party weights will apply to Nigar Babayeva again.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(api.callsTo('DELETE /wizard/skill-personal-weight/2/')).toHaveLength(1));
  });

  it('imports personal weights through the import dialog and lists every row error of a refused file', async () => {
    const api = weightsApi({
      'POST /wizard/import-personal-weights-from-csv/': () =>
        json(422, {
          detail: 'The file has errors: nothing was imported.',
          code: 'import_invalid',
          errors: [
            { row: 2, column: '', message: 'Sum of weights must be less or equal to 1.' },
            { row: 3, column: 'employee_number', message: 'This employee number does not belong to the employee with id 2.' },
          ],
        }),
    });
    renderWithProviders(<WeightsScreen />);
    fireEvent.click(await screen.findByTestId('personal-weights-import'));
    const dialog = await screen.findByTestId('import-dialog');
    expect(within(dialog).getByText('Import personal weights')).toBeTruthy();
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['employee_id'], 'weights.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByTestId('import-submit'));
    expect((await screen.findByTestId('import-error')).textContent).toContain('The file has errors: nothing was imported.');
    expect(screen.getAllByTestId('import-error-row').map((r) => r.textContent)).toEqual([
      '2Sum of weights must be less or equal to 1.',
      '3employee_numberThis employee number does not belong to the employee with id 2.',
    ]);
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/wizard/import-personal-weights-from-csv/')).toBe(true);
  });

  it('adds an individual weight for a chosen employee; no employee, no call', async () => {
    const api = weightsApi({ 'PUT /wizard/individual-weight/1/': (request) => json(200, row(1, 'Aysel Aliyeva', request.body as Record<string, number>)) });
    renderWithProviders(<WeightsScreen />);
    fireEvent.click(await screen.findByTestId('individual-weights-add'));
    await screen.findByTestId('individual-weight-dialog');
    await retype('individual-weight-goal_weight', '70');
    await retype('individual-weight-skill_weight', '30');
    fireEvent.click(screen.getByTestId('individual-weight-save'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.callsTo('PUT /wizard/individual-weight/1/')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByTestId('individual-weight-employee'));
    fireEvent.click(await screen.findByTestId('individual-weight-employee-option-1'));
    fireEvent.click(screen.getByTestId('individual-weight-save'));
    await waitFor(() => expect(api.callsTo('PUT /wizard/individual-weight/1/')).toHaveLength(1));
    expect(api.callsTo('PUT /wizard/individual-weight/1/')[0]?.body).toEqual({ goal_weight: 0.7, skill_weight: 0.3 });
  });

  it('asks before leaving the page with unsaved weights (docs/product.md §9.2)', async () => {
    weightsApi();
    const { router } = renderWithProviders(<WeightsScreen />, { route: '/periods?tab=weights' });
    await waitFor(() => expect(input('weights-parties-manager').value).toBe('50'));
    await retype('weights-parties-manager', '40');
    act(() => void router.navigate('/goals'));
    expect((await screen.findByTestId('unsaved-changes-dialog')).textContent).toContain('You have unsaved changes. Leave without saving?');
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/goals'));
  });

  it('writes the numbers of its hints as the reader does: 1,2 and 0,25 in Azerbaijani and Russian (docs/product.md §4)', async () => {
    const helper = (testId: string) => input(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;
    const hints = {
      en: ['From 1 to 2: 1.2 lets a numerical goal count up to 120 %.', 'as in earlier files: 0.25 for 25 %.'],
      az: ['1-dən 2-yə qədər: 1,2 rəqəmsal hədəfin 120 %-ə qədər sayılmasına imkan verir.', '25 % üçün 0,25.'],
      ru: ['От 1 до 2: при 1,2 числовая цель засчитывается до 120 %.', 'как и в прежних файлах: 0,25 для 25 %.'],
    };
    for (const [lang, [cap, weights]] of Object.entries(hints)) {
      await i18n.changeLanguage(lang);
      weightsApi();
      const { unmount } = renderWithProviders(<WeightsScreen />);
      await waitFor(() => expect(input('weights-split-max_achievement').value).toBe('1'));
      expect(helper('weights-split-max_achievement'), lang).toBe(cap);
      fireEvent.click(await screen.findByTestId('personal-weights-import'));
      expect((await screen.findByTestId('import-help')).textContent, lang).toContain(weights);
      unmount();
    }
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    weightsApi();
    renderWithProviders(<WeightsScreen />);
    expect(screen.getByTestId('page-title').textContent).toBe('Веса');
    expect(await screen.findByText('Участники оценки')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('weights-parties-sum').textContent).toBe('Сумма: 100 %'));
  });
});
