import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installGoalsApi } from '../testing/goals-api.ts';
import { GoalsScreen } from './goals-screen.tsx';

describe('goals screen: positional goals, categories, toolbar', () => {
  it('lists positional goals and filters them by position', async () => {
    const api = await installGoalsApi({ user_type: 'user', permission: ['dge'] });
    renderWithProviders(<GoalsScreen />, { route: '/goals?tab=positional' });
    const row = await screen.findByTestId('positional-61');
    expect(row.textContent).toContain('Close deals');
    expect(row.textContent).toContain('Seller');
    expect(screen.getByTestId('positional-add')).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId('positional-filter'));
    fireEvent.click(await screen.findByTestId('positional-filter-option-4'));
    await waitFor(() => expect(api.queries('/goals/positionalgoal/')).toContain('?position=4'));
  });

  it('creates a positional goal for positions', async () => {
    let body: unknown = null;
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'POST /goals/positionalgoal/': (request) => {
          body = request.body;
          return json(201, { ...(request.body as object), id: 62, category: null, scale_template: null, positions: [{ id: 4, name: 'Seller' }] });
        },
      },
    );
    renderWithProviders(<GoalsScreen />, { route: '/goals?tab=positional' });
    fireEvent.click(await screen.findByTestId('positional-add'));
    fireEvent.change(screen.getByTestId('goal-name'), { target: { value: 'Visit clients' } });
    fireEvent.change(screen.getByTestId('goal-weight'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('goal-target'), { target: { value: '30' } });
    const positions = screen.getByTestId('goal-positions');
    fireEvent.mouseDown(positions);
    fireEvent.click(await screen.findByRole('option', { name: 'Seller' }));
    fireEvent.click(screen.getByTestId('positional-goal-dialog-submit'));
    await waitFor(() => expect(body).toMatchObject({ name: 'Visit clients', weight: 20, target: 30, position_ids: [4] }));
    expect(await screen.findByText('Positional goal "Visit clients" created')).toBeTruthy();
  });

  it('shows the server’s refusals at the fields: a position over 100 with its total, a name taken on a position (docs/product.md §3.6)', async () => {
    let answer = json(400, { weight: ['Sum of weights must be less or equal to 100 on each position: Seller (Sales): 130.'] });
    await installGoalsApi({ user_type: 'admin' }, { 'POST /goals/positionalgoal/': () => answer });
    renderWithProviders(<GoalsScreen />, { route: '/goals?tab=positional' });
    fireEvent.click(await screen.findByTestId('positional-add'));
    fireEvent.change(screen.getByTestId('goal-name'), { target: { value: 'Close deals' } });
    fireEvent.change(screen.getByTestId('goal-weight'), { target: { value: '70' } });
    fireEvent.change(screen.getByTestId('goal-target'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('positional-goal-dialog-submit'));
    expect(await screen.findByText('Sum of weights must be less or equal to 100 on each position: Seller (Sales): 130.')).toBeTruthy();
    answer = json(400, { name: ['A goal with this name already exists for: Seller (Sales).'] });
    fireEvent.click(screen.getByTestId('positional-goal-dialog-submit'));
    expect(await screen.findByText('A goal with this name already exists for: Seller (Sales).')).toBeTruthy();
    expect(screen.getByTestId('positional-goal-dialog')).toBeTruthy();
  });

  it('shows the page’s categories panel and toolbar (with the chosen period); texts in Azerbaijani', async () => {
    await installGoalsApi({ user_type: 'admin' });
    await i18n.changeLanguage('az');
    renderWithProviders(
      <GoalsScreen
        categories={<div data-testid="categories-panel" />}
        toolbar={({ periodId, canEdit }) => <output data-testid="toolbar">{`${periodId}:${canEdit}`}</output>}
      />,
      { route: '/goals?tab=categories&period=1' },
    );
    expect(await screen.findByTestId('categories-panel')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('toolbar').textContent).toBe('1:true'));
    expect(screen.getByTestId('goals-tab-personal').textContent).toBe('Fərdi hədəflər');
    fireEvent.click(screen.getByTestId('goals-tab-personal'));
    await screen.findByTestId('goal-employee-31');
    expect(screen.getByTestId('location').textContent).toBe('/goals?period=1');
  });
});
