import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectSelection } from '../../../lib/project-selection.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installSignedInApi } from '../../../testing/signed-in-api.ts';
import { EvaluationDataZone } from './evaluation-data-zone.tsx';

describe('danger zone: delete all evaluation data', () => {
  it('asks "Are you sure?", needs the project’s exact name, sends it, and shows a refusal', async () => {
    projectSelection.set(1);
    let answer = json(400, { confirm: ['Type the project’s name exactly as it is written.'] });
    const api = await installSignedInApi({ user_type: 'super_admin' }, { 'POST /wizard/delete-evaluation-data/': () => answer });
    renderWithProviders(<EvaluationDataZone />, { route: '/admin-settings?tab=danger-zone' });
    await waitFor(() => expect(screen.getByTestId('evaluation-data-zone').textContent).toContain('Main project'));
    fireEvent.click(screen.getByTestId('delete-evaluation-data'));
    const dialog = await screen.findByTestId('evaluation-data-confirm');
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('This action can not be reversed');
    expect(within(dialog).getByTestId('evaluation-data-instruction').textContent).toBe('Type the project name “Main project” to confirm.');
    const confirm = within(dialog).getByTestId('confirm-button') as HTMLButtonElement;
    fireEvent.change(within(dialog).getByTestId('confirm-text'), { target: { value: 'Main' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('confirm-text'), { target: { value: 'Main project' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('evaluation-data-error')).textContent).toBe('Type the project’s name exactly as it is written.');
    expect(api.callsTo('POST /wizard/delete-evaluation-data/')[0]!.body).toEqual({ confirm: 'Main project' });

    answer = json(200, { deleted: 42 });
    fireEvent.click(confirm);
    expect(await screen.findByText('Evaluations deleted: 42')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('evaluation-data-confirm')).toBeNull());
  });
});
