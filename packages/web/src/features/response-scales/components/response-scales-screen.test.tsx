import type { ResponseScaleTemplate } from '@performa/contracts/api/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ResponseScalesScreen } from './response-scales-screen.tsx';

const RATING: ResponseScaleTemplate = {
  id: 1,
  name: '1–5 rating',
  scales: [
    { id: 1, template_id: 1, min: 1, max: 1, response: 'Poor' },
    { id: 2, template_id: 1, min: 2, max: 2, response: 'Fair' },
  ],
  max: 2,
  is_rating_default: true,
  is_final_score_scale: false,
};
const GRADES: ResponseScaleTemplate = {
  id: 2,
  name: 'Grades',
  name_translations: {},
  scales: [{ id: 3, template_id: 2, min: 0, max: 49, response: 'Below expectations', response_translations: { ru: 'Ниже ожиданий' } }],
  max: 49,
  is_rating_default: false,
  is_final_score_scale: false,
};

async function setup(routes: Record<string, FakeHandler> = {}, templates = [RATING, GRADES]) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    ...sessionRoutes(permissionRecord()),
    'GET /wizard/response-scale-template/': () => json(200, templates),
    'GET /wizard/final-score-scale/': () => json(200, { rating_template_id: 1, final_score_template_id: null }),
    ...routes,
  });
  await loadSession();
  renderWithProviders(<ResponseScalesScreen />, { route: '/periods?tab=scales' });
  await screen.findByTestId('scale-settings');
  return fake;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the response scales screen', () => {
  it('shows each template with its ranges and the project’s choices', async () => {
    await setup();
    const rating = await screen.findByTestId('template-1');
    expect(within(rating).getByText('Poor')).toBeTruthy();
    expect(within(rating).getByTestId('template-1-rating').textContent).toBe('Rating template');
    expect(within(screen.getByTestId('template-2')).getByText('0 – 49')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('settings-rating_template_id') as HTMLInputElement).value).toBe('1'));
  });

  it('shows the server’s overlap error at the row it names', async () => {
    const fake = await setup({
      'POST /wizard/response-scale-template/': () => json(400, { 'scales.1.min': ['The ranges of a scale must not overlap.'] }),
    });
    fireEvent.click(screen.getByTestId('templates-add'));
    await screen.findByTestId('template-dialog');
    type('template-name', 'Grades 2');
    type('scale-0-min', '0');
    type('scale-0-max', '49');
    type('scale-0-response', 'Low');
    fireEvent.click(screen.getByTestId('scale-add'));
    expect((screen.getByTestId('scale-1-min') as HTMLInputElement).value).toBe('50');
    type('scale-1-min', '40');
    type('scale-1-max', '100');
    type('scale-1-response', 'High');
    fireEvent.click(screen.getByTestId('template-dialog-submit'));
    const row = await screen.findByTestId('scale-row-1');
    expect(await within(row).findByText('The ranges of a scale must not overlap.')).toBeTruthy();
    expect(within(screen.getByTestId('scale-row-0')).queryByText('The ranges of a scale must not overlap.')).toBeNull();
    expect(fake.callsTo('POST /wizard/response-scale-template/')[0]!.body).toEqual({
      name: 'Grades 2',
      name_translations: {},
      scales: [
        { min: 0, max: 49, response: 'Low', response_translations: {} },
        { min: 40, max: 100, response: 'High', response_translations: {} },
      ],
    });
  });

  it('checks the rows before sending and removes a row', async () => {
    const fake = await setup({ 'PUT /wizard/response-scale-template/2/': () => json(200, GRADES) });
    fireEvent.click(screen.getByTestId('template-2-edit'));
    await screen.findByTestId('template-dialog');
    expect((screen.getByTestId('scale-0-response') as HTMLInputElement).value).toBe('Below expectations');
    type('scale-0-response', '');
    fireEvent.click(screen.getByTestId('template-dialog-submit'));
    expect(await within(screen.getByTestId('scale-row-0')).findByText('This field is required')).toBeTruthy();
    expect(fake.callsTo('PUT /wizard/response-scale-template/2/')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('scale-0-remove'));
    fireEvent.click(screen.getByTestId('template-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/response-scale-template/2/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/response-scale-template/2/')[0]!.body).toEqual({ name: 'Grades', name_translations: {}, scales: [] });
  });

  it('edits the translations of the name and of each response, sending the ones given (ADR 29)', async () => {
    const fake = await setup({ 'PUT /wizard/response-scale-template/2/': () => json(200, GRADES) });
    fireEvent.click(screen.getByTestId('template-2-edit'));
    await screen.findByTestId('template-dialog');
    // The response with a translation shows its fields from the start; the name, without any, behind its toggle.
    expect((screen.getByTestId('scale-0-translations-ru') as HTMLInputElement).value).toBe('Ниже ожиданий');
    expect(screen.queryByTestId('template-name-translations-ru')).toBeNull();
    const toggle = screen.getByTestId('template-name-translations-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const group = await screen.findByRole('group', { name: 'Translations: Name' });
    expect(within(group).getByLabelText('Azerbaijani')).toBeTruthy();
    type('template-name-translations-az', 'Dərəcələr');
    type('template-name-translations-ru', 'Оценки');
    type('scale-0-translations-az', ' Gözləntilərdən aşağı ');
    type('scale-0-translations-ru', '');
    fireEvent.click(screen.getByTestId('template-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/response-scale-template/2/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/response-scale-template/2/')[0]!.body).toEqual({
      name: 'Grades',
      name_translations: { az: 'Dərəcələr', ru: 'Оценки' },
      scales: [{ min: 0, max: 49, response: 'Below expectations', response_translations: { az: 'Gözləntilərdən aşağı' } }],
    });
  });

  it('speaks Russian in the translations', async () => {
    await i18n.changeLanguage('ru');
    try {
      await setup();
      fireEvent.click(screen.getByTestId('template-1-edit'));
      await screen.findByTestId('template-dialog');
      fireEvent.click(screen.getByTestId('scale-0-translations-toggle'));
      const group = await screen.findByRole('group', { name: 'Переводы: Ответ 1' });
      expect(within(group).getByLabelText('Азербайджанский')).toBeTruthy();
      expect(within(group).getByText('Читатели на языке, оставленном пустым, видят текст так, как он введён выше.')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('creates the ready-made templates in one click and shows why a template cannot be deleted', async () => {
    const fake = await setup(
      {
        'POST /wizard/create-templates/': () => json(200, [RATING, GRADES]),
        'DELETE /wizard/response-scale-template/2/': () =>
          json(409, { detail: 'Goals still use this response scale. Change their scale first.', code: 'template_in_use' }),
      },
      [RATING, GRADES],
    );
    fireEvent.click(screen.getByTestId('templates-ready-made'));
    await waitFor(() => expect(fake.callsTo('POST /wizard/create-templates/')).toHaveLength(1));
    expect(await screen.findByText('The ready-made templates are in place.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('template-2-delete'));
    fireEvent.click(await screen.findByTestId('confirm-button'));
    expect(await screen.findByTestId('delete-template-error')).toHaveProperty('textContent', 'Goals still use this response scale. Change their scale first.');
  });

  it('the project’s final score scale and rating template cannot be deleted: the button is off and says why (docs/product.md §3.3)', async () => {
    const final = { ...GRADES, is_final_score_scale: true };
    const fake = await setup({}, [RATING, final]);
    const ratingDelete = screen.getByTestId('template-1-delete') as HTMLButtonElement;
    const finalDelete = screen.getByTestId('template-2-delete') as HTMLButtonElement;
    expect(ratingDelete.disabled).toBe(true);
    expect(finalDelete.disabled).toBe(true);
    expect(screen.getByTestId('template-1-kept').textContent).toBe('The project’s rating template cannot be deleted. Choose another one first.');
    expect(screen.getByTestId('template-2-kept').textContent).toBe('The project’s final score scale cannot be deleted. Choose another one first.');
    fireEvent.click(finalDelete);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(fake.callsTo('DELETE /wizard/response-scale-template/2/')).toHaveLength(0);
  });
});
