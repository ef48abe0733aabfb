import type { Category } from '@performa/contracts/api/setup';
import type { PermissionRecord } from '@performa/contracts/api/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CategoriesPanel } from './categories-panel.tsx';

const GOALS: Category[] = [
  { id: 1, name: 'Sales', kind: 'goal', usage_count: 3 },
  { id: 2, name: 'Quality', kind: 'goal', usage_count: 0 },
];
const SKILLS: Category[] = [{ id: 5, name: 'Leadership', name_translations: { az: 'Liderlik' }, kind: 'skill', usage_count: 1 }];

async function setup(kind: 'goal' | 'skill', permission: PermissionRecord, routes: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    ...sessionRoutes(permission),
    'GET /goals/goal-category/': () => json(200, GOALS),
    'GET /wizard/skill-category/': () => json(200, SKILLS),
    ...routes,
  });
  await loadSession();
  renderWithProviders(<CategoriesPanel kind={kind} />);
  await screen.findByTestId(`category-${kind === 'goal' ? 1 : 5}`);
  return fake;
}

describe('the categories panel', () => {
  it('is read-only for a user who may only view that kind', async () => {
    await setup('goal', permissionRecord({ user_type: 'user', permission: ['dgv', 'dse'] }));
    expect(screen.getByTestId('categories-goal-view-only').textContent).toBe('View only');
    expect(screen.queryByTestId('categories-goal-add')).toBeNull();
    expect(screen.queryByTestId('category-1-rename')).toBeNull();
    expect(screen.queryByTestId('category-1-delete')).toBeNull();
    expect(within(screen.getByTestId('category-1')).getByText('Goals: 3')).toBeTruthy();
  });

  it('lets a holder of the edit code change that kind', async () => {
    const fake = await setup('skill', permissionRecord({ user_type: 'user', permission: ['dgv', 'dse'] }), {
      'POST /wizard/skill-category/': () => json(400, { name: ['This name is already in use here.'] }),
    });
    fireEvent.click(screen.getByTestId('categories-skill-add'));
    fireEvent.change(await screen.findByTestId('category-name'), { target: { value: 'leadership' } });
    fireEvent.click(screen.getByTestId('category-dialog-submit'));
    expect(await screen.findByText('This name is already in use here.')).toBeTruthy();
    expect(fake.callsTo('POST /wizard/skill-category/')[0]!.body).toEqual({ name: 'leadership', name_translations: {} });
  });

  it('gives a category’s name its translations, and shows those it has when renaming (ADR 29)', async () => {
    const fake = await setup('skill', permissionRecord(), {
      'POST /wizard/skill-category/': () => json(201, { id: 6, name: 'Craft', name_translations: { ru: 'Мастерство' }, kind: 'skill', usage_count: 0 }),
      'PUT /wizard/skill-category/5/': () => json(200, SKILLS[0]),
    });
    fireEvent.click(screen.getByTestId('categories-skill-add'));
    fireEvent.change(await screen.findByTestId('category-name'), { target: { value: 'Craft' } });
    fireEvent.click(screen.getByTestId('category-name-translations-toggle'));
    fireEvent.change(await screen.findByTestId('category-name-translations-ru'), { target: { value: ' Мастерство ' } });
    fireEvent.click(screen.getByTestId('category-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('POST /wizard/skill-category/')).toHaveLength(1));
    expect(fake.callsTo('POST /wizard/skill-category/')[0]!.body).toEqual({ name: 'Craft', name_translations: { ru: 'Мастерство' } });
    await waitFor(() => expect(screen.queryByTestId('category-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('category-5-rename'));
    expect(((await screen.findByTestId('category-name-translations-az')) as HTMLInputElement).value).toBe('Liderlik');
  });

  it('renames, and warns with the count before deleting a category in use', async () => {
    const fake = await setup('goal', permissionRecord(), {
      'PUT /goals/goal-category/2/': () => json(200, { ...GOALS[1], name: 'Quality first' }),
      'DELETE /goals/goal-category/1/': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(screen.getByTestId('category-2-rename'));
    const input = (await screen.findByTestId('category-name')) as HTMLInputElement;
    expect(input.value).toBe('Quality');
    fireEvent.change(input, { target: { value: 'Quality first' } });
    fireEvent.click(screen.getByTestId('category-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /goals/goal-category/2/')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('category-1-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByText('The category “Sales” will be deleted. Its goals (3) stay, without a category.')).toBeTruthy();
    fireEvent.click(within(confirm).getByTestId('confirm-button'));
    await waitFor(() => expect(fake.callsTo('DELETE /goals/goal-category/1/')).toHaveLength(1));
  });
});
