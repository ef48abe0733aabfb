import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installCompetenciesApi, skill } from '../testing/competencies-api.ts';
import { CompetenciesScreen } from './competencies-screen.tsx';

const helperOf = (testId: string) => screen.getByTestId(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

describe('competencies screen', () => {
  it('lists the competencies with category, type and where they apply', async () => {
    await installCompetenciesApi({ user_type: 'admin' });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies' });
    const row = await screen.findByTestId('skill-11');
    expect(row.textContent).toContain('Teamwork');
    expect(row.textContent).toContain('Leadership');
    expect(row.textContent).toContain('Soft');
    expect(row.textContent).toContain('Every period');
    expect(screen.getByTestId('skill-12').textContent).toContain('Periodic: 2026');
    // Without a categories panel there is no Categories tab.
    expect(screen.queryByTestId('competencies-tab-categories')).toBeNull();
  });

  it('sends the filters to the server', async () => {
    const api = await installCompetenciesApi({ user_type: 'admin' });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies' });
    await screen.findByTestId('skill-11');
    fireEvent.mouseDown(screen.getByTestId('skills-filter-category'));
    fireEvent.click(await screen.findByTestId('skills-filter-category-option-5'));
    await waitFor(() => expect(api.queries('/wizard/skills/')).toContain('?category=5'));
    fireEvent.mouseDown(screen.getByTestId('skills-filter-period'));
    fireEvent.click(await screen.findByTestId('skills-filter-period-option-2'));
    await waitFor(() => expect(api.queries('/wizard/skills/')).toContain('?category=5&period=2'));
    await userEvent.setup().type(screen.getByTestId('skills-search'), 'team');
    await waitFor(() => expect(api.queries('/wizard/skills/')).toContain('?search=team&category=5&period=2'));
  });

  it('creates a periodic competency: periods are required first, then the body goes to the server', async () => {
    let body: unknown = null;
    await installCompetenciesApi(
      { user_type: 'admin' },
      {
        'POST /wizard/skills/': (request) => {
          body = request.body;
          return json(201, skill({ id: 13, name: 'Coaching' }));
        },
      },
    );
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies' });
    const user = userEvent.setup();
    fireEvent.click(await screen.findByTestId('skills-add'));
    fireEvent.change(screen.getByTestId('skill-name'), { target: { value: 'Coaching' } });
    fireEvent.click(screen.getByTestId('skill-type-soft'));
    fireEvent.click(screen.getByTestId('skill-kind-periodic'));
    fireEvent.click(screen.getByTestId('skill-submit'));
    await waitFor(() => expect(helperOf('skill-periods')).toBe('This field is required'));
    expect(body).toBeNull();

    await user.click(screen.getByTestId('skill-periods'));
    await user.click(await screen.findByRole('option', { name: '2027' }));
    fireEvent.click(screen.getByTestId('skill-submit'));
    await waitFor(() => expect(body).toEqual({ name: 'Coaching', description: '', category_id: null, skill_type: 'soft', is_periodic: true, period_ids: [2] }));
    expect(await screen.findByText('Competency "Coaching" created')).toBeTruthy();
  });

  it('shows the server’s field errors next to the fields (a taken name)', async () => {
    await installCompetenciesApi({ user_type: 'admin' }, { 'PUT /wizard/skills/11/': () => json(400, { name: ['This name is already in use here.'] }) });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies' });
    fireEvent.click(await screen.findByTestId('skill-edit-11'));
    expect((screen.getByTestId('skill-name') as HTMLInputElement).value).toBe('Teamwork');
    fireEvent.click(screen.getByTestId('skill-submit'));
    await waitFor(() => expect(helperOf('skill-name')).toBe('This name is already in use here.'));
  });

  it('confirms a delete with how many positions and employees lose the competency', async () => {
    const api = await installCompetenciesApi({ user_type: 'admin' }, { 'DELETE /wizard/skills/11/': () => new Response(null, { status: 204 }) });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies' });
    fireEvent.click(await screen.findByTestId('skill-delete-11'));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('It is removed from 2 position(s) and 1 employee list(s).');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(api.callsTo('DELETE /wizard/skills/11/')).toHaveLength(1));
  });

  it('a dsv user sees everything but no edit controls', async () => {
    await installCompetenciesApi({ user_type: 'user', permission: ['dsv'] });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies' });
    await screen.findByTestId('skill-11');
    expect(screen.getByTestId('competencies-view-only')).toBeTruthy();
    for (const id of ['skills-add', 'competencies-import', 'skill-edit-11', 'skill-delete-11']) expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('a dse user edits and imports', async () => {
    await installCompetenciesApi({ user_type: 'user', permission: ['dse'] });
    renderWithProviders(<CompetenciesScreen />, { route: '/competencies' });
    await screen.findByTestId('skill-edit-11');
    expect(screen.getByTestId('competencies-import')).toBeTruthy();
    expect(screen.queryByTestId('competencies-view-only')).toBeNull();
  });

  it('shows the categories panel the page gives it, and keeps the tab in the URL; texts in Russian', async () => {
    await installCompetenciesApi({ user_type: 'admin' });
    await i18n.changeLanguage('ru');
    renderWithProviders(<CompetenciesScreen categories={<div data-testid="categories-panel" />} />, { route: '/competencies?tab=categories' });
    expect(await screen.findByTestId('categories-panel')).toBeTruthy();
    expect(screen.getByTestId('competencies-tab-categories').textContent).toBe('Категории');
    fireEvent.click(screen.getByTestId('competencies-tab-skills'));
    await screen.findByTestId('skill-11');
    expect(screen.getByTestId('location').textContent).toBe('/competencies');
    // The import's help writes its example weight as a Russian reader does.
    fireEvent.click(screen.getByTestId('competencies-import'));
    expect((await screen.findByTestId('import-help')).textContent).toContain('вес (доля, как в прежних файлах: 0,25 для 25 %)');
  });
});
