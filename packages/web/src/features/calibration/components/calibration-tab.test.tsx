import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { CALIBRATE, calibration, CALIBRATION, GRADES, installCalibrationApi, PEOPLE, RELEASE, REOPEN, TARGETS } from '../testing/calibration-api.ts';
import { CalibrationTab } from './calibration-tab.tsx';

const WAIT = { timeout: 10_000 };
const RELEASED_AT = '2026-07-10T09:00:00.000Z';

const EVERYONE = { department: null, manager: null };
const renderTab = (selection: { department: number | null; manager: number | null } = EVERYONE) =>
  renderWithProviders(<CalibrationTab frequencyId={21} selection={selection} />, { route: '/performance-panel?tab=calibration' });

describe('the calibration tab (docs/product.md §5.7)', () => {
  it('shows the distribution against the targets, by department and manager, the 9-box, the trail and the rater patterns', async () => {
    const api = await installCalibrationApi();
    renderTab();
    expect((await screen.findByTestId('calibration-state-text', {}, WAIT)).textContent).toContain('Calibration is open');
    expect(api.queries('/wizard/calibrate-final-score-scale/')).toEqual(['?frequency_id=21']);
    expect(screen.getByTestId('calibration-calibrated').textContent).toBe('Calibrated: 1 of 4 people with a score');
    expect(screen.getByTestId('calibration-chart').getAttribute('aria-label')).toBe('Share of people per grade against the target share');
    expect(screen.getByTestId('calibration-grade-71').textContent).toBe('Below0 – 60125 %10 %+15.0');
    expect(screen.getByTestId('calibration-grade-72').textContent).toBe('Meets60 – 80250 %70 %-20.0');
    expect(screen.getByTestId('calibration-grade-73').textContent).toBe('Exceeds80 – 100125 %——');
    expect(screen.getByTestId('calibration-by-department-1').textContent).toBe('Finance0213');
    expect(screen.getByTestId('calibration-by-department-0').textContent).toBe('No department1001');
    expect(screen.getByTestId('calibration-by-manager-32').textContent).toBe('Kamran Zeynalov1214');
    // 9-box: results high at the top; a moved person is marked.
    expect(screen.getByTestId('nine-box-high/medium-count').textContent).toBe('1');
    expect(screen.getByTestId('nine-person-33').getAttribute('data-moved')).toBe('true');
    expect(within(screen.getByTestId('nine-box-low/low')).getByTestId('nine-person-34').textContent).toContain('Orkhan Guliyev · 42.50');
    // Someone the scores cannot place is listed under it, with what they lack.
    expect(screen.getByTestId('nine-box-unplaced').textContent).toContain('Not in the 9-box (1)');
    expect(screen.getByTestId('nine-unplaced-35').textContent).toBe('RMRashad Mammadov · no goal overall');
    // The audit trail and the people.
    expect((await screen.findByTestId('calibration-entry-901-change')).textContent).toBe('computed → 82.00 · Original final score: 76.50');
    expect(screen.getByTestId('calibration-entry-902-change').textContent).toContain('computed → Results High · behaviour Medium');
    expect(api.queries('/wizard/final-performance-result/')[0]).toContain('evaluated=with_results');
    // Rater patterns with flags; the party filter asks for managers only.
    expect((await screen.findByTestId('calibration-rater-32-flag')).textContent).toBe('Lenient');
    expect(screen.getByTestId('calibration-rater-35-flag').textContent).toBe('Harsh');
    expect(screen.getByTestId('calibration-rater-32').textContent).toContain('+15.00');
    expect(screen.getByTestId('calibration-raters-company').textContent).toBe('Company: mean 70.00, spread 10.00 over 120 ratings');
    fireEvent.mouseDown(screen.getByTestId('calibration-raters-party'));
    fireEvent.click(await screen.findByTestId('calibration-raters-party-manager'));
    await waitFor(() => expect(api.queries('/wizard/calibrate-final-score-scale/rater-patterns/').at(-1)).toContain('party=manager'));
  });

  it('looks at the selected department and manager: the distribution, the 9-box and the people, not the trail or the raters', async () => {
    const api = await installCalibrationApi();
    renderTab({ department: 5, manager: 32 });
    await screen.findByTestId('calibration-state-text', {}, WAIT);
    expect(api.queries('/wizard/calibrate-final-score-scale/')).toEqual(['?frequency_id=21&department=5&manager=32']);
    await waitFor(() => expect(api.queries('/wizard/final-performance-result/')[0]).toContain('department=5&manager=32'));
    await screen.findByTestId('calibration-rater-32-flag', {}, WAIT);
    expect(api.queries('/wizard/calibrate-final-score-scale/rater-patterns/')[0]).not.toContain('department');
    expect(api.queries('/wizard/calibrate-final-score-scale/history/')[0]).not.toContain('manager');
  });

  it('adjusts a score from the people list only with a reason, shows a refusal, and reverts', async () => {
    const api = await installCalibrationApi({
      [CALIBRATE]: (request) => {
        const body = request.body as { reason: string };
        if (body.reason === 'Too late') return json(409, { detail: 'Calibration of this round is closed. Reopen it to change scores.', code: 'conflict' });
        return json(200, PEOPLE.results[0]);
      },
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('calibration-person-31-adjust', {}, WAIT));
    const dialog = await screen.findByTestId('adjust-dialog');
    expect(within(dialog).getByTestId('adjust-dialog-scores').textContent).toBe('Final score: 71.00 · After calibration now: —');
    fireEvent.change(within(dialog).getByTestId('adjust-dialog-score'), { target: { value: '85.5' } });
    fireEvent.click(within(dialog).getByTestId('adjust-dialog-submit'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.callsTo(CALIBRATE)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('adjust-dialog-score'), { target: { value: '250' } });
    fireEvent.change(within(dialog).getByTestId('adjust-dialog-reason'), { target: { value: 'Too late' } });
    fireEvent.click(within(dialog).getByTestId('adjust-dialog-submit'));
    expect(await within(dialog).findByText('The score must be between 0 and 100 (the project’s maximum achievement × 100).')).toBeTruthy();
    expect(api.callsTo(CALIBRATE)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('adjust-dialog-score'), { target: { value: '85.5' } });
    fireEvent.click(within(dialog).getByTestId('adjust-dialog-submit'));
    expect((await within(dialog).findByTestId('adjust-dialog-error')).textContent).toBe('Calibration of this round is closed. Reopen it to change scores.');
    fireEvent.change(within(dialog).getByTestId('adjust-dialog-reason'), { target: { value: 'Led the audit alone.' } });
    fireEvent.click(within(dialog).getByTestId('adjust-dialog-submit'));
    expect(await screen.findByText('The score of Leyla Aliyeva was changed.')).toBeTruthy();
    expect(api.callsTo(CALIBRATE)[1]!.body).toEqual({ frequency_id: 21, employee_id: 31, after_calibration_score: 85.5, reason: 'Led the audit alone.' });
    await waitFor(() => expect(screen.queryByTestId('adjust-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('calibration-person-33-adjust'));
    const second = await screen.findByTestId('adjust-dialog');
    expect((within(second).getByTestId('adjust-dialog-score') as HTMLInputElement).value).toBe('82');
    fireEvent.click(within(second).getByTestId('adjust-dialog-revert'));
    fireEvent.change(within(second).getByTestId('adjust-dialog-reason'), { target: { value: 'Back to the scores.' } });
    fireEvent.click(within(second).getByTestId('adjust-dialog-submit'));
    await waitFor(() => expect(api.callsTo(CALIBRATE)).toHaveLength(3));
    expect(api.callsTo(CALIBRATE)[2]!.body).toEqual({ frequency_id: 21, employee_id: 33, after_calibration_score: null, reason: 'Back to the scores.' });
  });

  it('takes an after-calibration score from 0 to the project’s maximum achievement × 100, shown under the field, and refuses more before sending', async () => {
    // A cap of 1.2: up to 120 (the server refuses more with the same message).
    const api = await installCalibrationApi({ [CALIBRATION]: () => json(200, calibration(null, 120)), [CALIBRATE]: () => json(200, PEOPLE.results[0]) });
    renderTab();
    fireEvent.click(await screen.findByTestId('calibration-person-31-adjust', {}, WAIT));
    const dialog = await screen.findByTestId('adjust-dialog');
    const helper = () =>
      within(dialog).getByTestId('adjust-dialog-score').closest('.MuiFormControl-root')!.querySelector('.MuiFormHelperText-root')!.textContent;
    expect(helper()).toBe('From 0 to 120: the project’s maximum achievement × 100');
    fireEvent.change(within(dialog).getByTestId('adjust-dialog-reason'), { target: { value: 'Beat every target.' } });
    for (const value of ['120.01', '150', '-1']) {
      fireEvent.change(within(dialog).getByTestId('adjust-dialog-score'), { target: { value } });
      fireEvent.click(within(dialog).getByTestId('adjust-dialog-submit'));
      await waitFor(() => expect(helper()).toBe('The score must be between 0 and 120 (the project’s maximum achievement × 100).'));
      expect(within(dialog).getByTestId('adjust-dialog-score').getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.callsTo(CALIBRATE)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('adjust-dialog-score'), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByTestId('adjust-dialog-submit'));
    await waitFor(() => expect(api.callsTo(CALIBRATE)).toHaveLength(1));
    expect(api.callsTo(CALIBRATE)[0]!.body).toEqual({ frequency_id: 21, employee_id: 31, after_calibration_score: 120, reason: 'Beat every target.' });
  });

  it('writes the range of a score as the reader writes numbers: 112,5 in Azerbaijani and Russian', async () => {
    // A cap of 1.125; from the 9-box too.
    const api = await installCalibrationApi({ [CALIBRATION]: () => json(200, calibration(null, 112.5)) });
    const helper = (dialog: HTMLElement) =>
      within(dialog).getByTestId('adjust-dialog-score').closest('.MuiFormControl-root')!.querySelector('.MuiFormHelperText-root')!.textContent;
    await i18n.changeLanguage('az');
    const { unmount } = renderTab();
    fireEvent.click(await screen.findByTestId('nine-person-34', {}, WAIT));
    fireEvent.click(await screen.findByTestId('nine-person-adjust'));
    const az = await screen.findByTestId('adjust-dialog');
    expect(helper(az)).toBe('0 – 112,5: layihənin maksimum nailiyyəti × 100');
    fireEvent.change(within(az).getByTestId('adjust-dialog-score'), { target: { value: '112,6' } });
    fireEvent.change(within(az).getByTestId('adjust-dialog-reason'), { target: { value: 'Səbəb' } });
    fireEvent.click(within(az).getByTestId('adjust-dialog-submit'));
    await waitFor(() => expect(helper(az)).toBe('Bal 0 ilə 112,5 arasında olmalıdır (layihənin maksimum nailiyyəti × 100).'));
    unmount();
    await i18n.changeLanguage('ru');
    renderTab();
    fireEvent.click(await screen.findByTestId('calibration-person-31-adjust', {}, WAIT));
    const ru = await screen.findByTestId('adjust-dialog');
    expect(helper(ru)).toBe('От 0 до 112,5: максимальное достижение проекта × 100');
    fireEvent.change(within(ru).getByTestId('adjust-dialog-score'), { target: { value: '113' } });
    fireEvent.change(within(ru).getByTestId('adjust-dialog-reason'), { target: { value: 'Причина' } });
    fireEvent.click(within(ru).getByTestId('adjust-dialog-submit'));
    await waitFor(() => expect(helper(ru)).toBe('Балл должен быть от 0 до 112,5 (максимальное достижение проекта × 100).'));
    expect(api.callsTo(CALIBRATE)).toHaveLength(0);
  });

  it('moves a person to another box of the 9-box with a required reason, and adjusts from there', async () => {
    const api = await installCalibrationApi({ [CALIBRATE]: () => json(200, PEOPLE.results[0]) });
    renderTab();
    fireEvent.click(await screen.findByTestId('nine-person-31', {}, WAIT));
    fireEvent.click(await screen.findByTestId('nine-person-move'));
    const dialog = await screen.findByTestId('move-dialog');
    expect(dialog.textContent).toContain('Now: Results Medium · behaviour Medium');
    expect((within(dialog).getByTestId('move-dialog-cell-medium/medium') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('move-dialog-submit'));
    expect((await within(dialog).findByTestId('move-dialog-box-error')).textContent).toBe('This field is required');
    fireEvent.click(within(dialog).getByTestId('move-dialog-cell-high/high'));
    fireEvent.click(within(dialog).getByTestId('move-dialog-submit'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.callsTo(CALIBRATE)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('move-dialog-reason'), { target: { value: 'Carried the close.' } });
    fireEvent.click(within(dialog).getByTestId('move-dialog-submit'));
    expect(await screen.findByText('Leyla Aliyeva was moved.')).toBeTruthy();
    expect(api.callsTo(CALIBRATE)[0]!.body).toEqual({ frequency_id: 21, employee_id: 31, box: 'high/high', reason: 'Carried the close.' });
    await waitFor(() => expect(api.queries('/wizard/calibrate-final-score-scale/').length).toBeGreaterThan(1));

    // A moved person can go back to the box of their scores; "adjust score" is offered from the 9-box too.
    fireEvent.click(screen.getByTestId('nine-person-33'));
    fireEvent.click(await screen.findByTestId('nine-person-move'));
    fireEvent.click(within(await screen.findByTestId('move-dialog')).getByTestId('move-dialog-computed'));
    fireEvent.change(within(screen.getByTestId('move-dialog')).getByTestId('move-dialog-reason'), { target: { value: 'Undo.' } });
    fireEvent.click(within(screen.getByTestId('move-dialog')).getByTestId('move-dialog-submit'));
    await waitFor(() => expect(api.callsTo(CALIBRATE)).toHaveLength(2));
    expect(api.callsTo(CALIBRATE)[1]!.body).toEqual({ frequency_id: 21, employee_id: 33, box: null, reason: 'Undo.' });
    await waitFor(() => expect(screen.queryByTestId('move-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('nine-person-34'));
    fireEvent.click(await screen.findByTestId('nine-person-adjust'));
    expect((await screen.findByTestId('adjust-dialog-scores')).textContent).toBe('Final score: 42.50');
  });

  it('refuses target shares above 100 % in all before sending, then saves them', async () => {
    const api = await installCalibrationApi({ [TARGETS]: () => json(200, { grades: GRADES }) });
    renderTab();
    fireEvent.click(await screen.findByTestId('calibration-edit-targets', {}, WAIT));
    const dialog = await screen.findByTestId('targets-dialog');
    expect((within(dialog).getByTestId('targets-dialog-72') as HTMLInputElement).value).toBe('70');
    fireEvent.change(within(dialog).getByTestId('targets-dialog-73'), { target: { value: '25.5' } });
    expect(within(dialog).getByTestId('targets-dialog-sum').textContent).toBe('Total: 105.5 %');
    fireEvent.click(within(dialog).getByTestId('targets-dialog-submit'));
    expect((await within(dialog).findByTestId('targets-dialog-error')).textContent).toBe('The target shares must add up to 100 % or less.');
    expect(api.callsTo(TARGETS)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('targets-dialog-73'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByTestId('targets-dialog-71'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByTestId('targets-dialog-submit'));
    expect(await screen.findByText('The targets were saved.')).toBeTruthy();
    expect(api.callsTo(TARGETS)[0]!.body).toEqual({
      targets: [
        { range_id: 72, share: 70 },
        { range_id: 73, share: 20 },
      ],
    });
  });

  it('releases the results after a confirmation, shows the notified count and the released state, and reopens with a reason', async () => {
    let released: string | null = null;
    const api = await installCalibrationApi({
      [CALIBRATION]: () => json(200, calibration(released)),
      [RELEASE]: () => {
        released = RELEASED_AT;
        return json(200, { released_at: RELEASED_AT, notified: 12 });
      },
      [REOPEN]: () => {
        released = null;
        return json(200, { released_at: null, notified: 0 });
      },
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('calibration-release', {}, WAIT));
    const confirm = await screen.findByTestId('release-dialog');
    expect(confirm.textContent).toContain('Release the results of H1?');
    expect(api.callsTo(RELEASE)).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('confirm-button'));
    expect(await screen.findByText('Results released. Employees notified: 12.')).toBeTruthy();
    expect(api.callsTo(RELEASE)[0]!.body).toEqual({ frequency_id: 21 });
    await waitFor(() => expect(screen.getByTestId('calibration-state').getAttribute('data-released')).toBe('true'));
    expect(screen.getByTestId('calibration-state-text').textContent).toMatch(/^Results released on .+Calibration is closed/);
    // Adjusting is closed while released.
    expect((await screen.findByTestId('calibration-person-31-adjust')).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('nine-person-31'));
    expect((await screen.findByTestId('nine-person-move')).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByTestId('nine-person-move'), { key: 'Escape' });

    fireEvent.click(screen.getByTestId('calibration-reopen'));
    const reopen = await screen.findByTestId('reopen-dialog');
    fireEvent.click(within(reopen).getByTestId('reopen-dialog-submit'));
    expect(await within(reopen).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(reopen).getByTestId('reopen-dialog-reason'), { target: { value: 'A late appeal.' } });
    fireEvent.click(within(reopen).getByTestId('reopen-dialog-submit'));
    expect(await screen.findByText('Calibration reopened.')).toBeTruthy();
    expect(api.callsTo(REOPEN)[0]!.body).toEqual({ frequency_id: 21, reason: 'A late appeal.' });
    await waitFor(() => expect(screen.getByTestId('calibration-state').getAttribute('data-released')).toBe('false'));
  });

  it('speaks Azerbaijani and Russian on a 390 px screen', async () => {
    setScreenWidth(390);
    await installCalibrationApi();
    await i18n.changeLanguage('az');
    const { unmount } = renderTab();
    expect((await screen.findByTestId('calibration-release', {}, WAIT)).textContent).toBe('Kalibrləməni bağla və nəticələri açıqla');
    expect(within(screen.getByTestId('calibration-nine-box')).getByRole('group', { name: 'Nəticələr Yüksək · davranış Orta' })).toBeTruthy();
    expect(screen.getByTestId('nine-unplaced-35').textContent).toContain('hədəflər üzrə yekun yoxdur');
    unmount();
    await i18n.changeLanguage('ru');
    renderTab();
    expect((await screen.findByTestId('calibration-release', {}, WAIT)).textContent).toBe('Закрыть калибровку и опубликовать результаты');
    expect((await screen.findByTestId('calibration-rater-32-flag')).textContent).toBe('Мягкий');
    expect(screen.getByTestId('nine-unplaced-35').textContent).toContain('нет итога по целям');
  });
});
