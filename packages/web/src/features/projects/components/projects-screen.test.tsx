import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { installFakeApi, json, storeTokens } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ProjectSelector } from './project-selector.tsx';
import { ProjectsScreen } from './projects-screen.tsx';

const PROJECTS = [
  { id: 3, project_name: 'Alpha' },
  { id: 5, project_name: 'Beta' },
];

function open(routes: Parameters<typeof installFakeApi>[0] = {}, projects = PROJECTS) {
  storeTokens();
  window.localStorage.setItem('project', '3');
  const api = installFakeApi({ 'GET /wizard/projects/': () => json(200, projects), ...routes });
  renderWithProviders(
    <>
      <ProjectSelector />
      <ProjectsScreen />
    </>,
    { route: '/projects' },
  );
  return api;
}

describe('projects screen', () => {
  it('lists the projects and marks the selected one', async () => {
    open();
    const row = await screen.findByTestId('project-row-3');
    expect(row.textContent).toContain('Alpha');
    expect(row.textContent).toContain('Selected');
    expect(screen.getByTestId('project-row-5').textContent).not.toContain('Selected');
  });

  it('creates a project and the top bar selector lists it at once', async () => {
    const projects = [...PROJECTS];
    const api = open({
      'GET /wizard/projects/': () => json(200, projects),
      'POST /wizard/project/': () => {
        projects.push({ id: 9, project_name: 'Gamma' });
        return json(201, { id: 9, project_name: 'Gamma' });
      },
    });
    fireEvent.click(await screen.findByTestId('project-create'));
    await userEvent.type(screen.getByTestId('project-name'), 'Gamma');
    fireEvent.click(screen.getByTestId('project-save'));

    expect(await screen.findByTestId('project-row-9')).toBeTruthy();
    expect(api.callsTo('POST /wizard/project/')[0]?.body).toEqual({ project_name: 'Gamma' });
    fireEvent.mouseDown(screen.getByTestId('project-selector'));
    expect(within(await screen.findByRole('listbox')).getByText('Gamma')).toBeTruthy();
  });

  it('requires a name before sending anything', async () => {
    const api = open();
    fireEvent.click(await screen.findByTestId('project-create'));
    fireEvent.click(screen.getByTestId('project-save'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.callsTo('POST /wizard/project/')).toHaveLength(0);
  });

  it('renames a project and shows the server field error under the name', async () => {
    let attempt = 0;
    const api = open({
      'PUT /wizard/project/5/': () =>
        ++attempt === 1 ? json(400, { project_name: ['This name is already in use here.'] }) : json(200, { id: 5, project_name: 'Beta 2' }),
    });
    fireEvent.click(await screen.findByTestId('project-rename-5'));
    const input = screen.getByTestId('project-name');
    expect((input as HTMLInputElement).value).toBe('Beta');
    await userEvent.type(input, ' 2');
    fireEvent.click(screen.getByTestId('project-save'));

    const dialog = screen.getByTestId('project-dialog');
    expect(await within(dialog).findByText('This name is already in use here.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() => expect(screen.getByTestId('project-row-5').textContent).toContain('Beta 2'));
    expect(api.callsTo('PUT /wizard/project/5/').map((c) => c.body)).toEqual([{ project_name: 'Beta 2' }, { project_name: 'Beta 2' }]);
  });

  it('asks before deleting, says what goes with the project, and shows the 409 detail', async () => {
    const api = open({
      'DELETE /wizard/delete-project/5/': () => json(409, { detail: 'A company keeps at least one project.', code: 'last_project' }),
    });
    fireEvent.click(await screen.findByTestId('project-delete-5'));
    expect(api.callsTo('DELETE /wizard/delete-project/5/')).toHaveLength(0);
    expect(screen.getByTestId('project-delete-warning').textContent).toContain('also deletes everything it owns');
    expect(screen.getByTestId('project-delete-warning').textContent).toContain('Beta');

    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByText('A company keeps at least one project.')).toBeTruthy();
    expect(api.callsTo('DELETE /wizard/delete-project/5/')).toHaveLength(1);
    expect(screen.getByTestId('project-row-5')).toBeTruthy();
  });

  it('the only project cannot be deleted: the action is off and the reason is shown (docs/product.md §2.2)', async () => {
    const api = open({}, [PROJECTS[0]!]);
    const button = (await screen.findByTestId('project-delete-3')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('project-only-one').textContent).toContain('This is the company’s only project');
    fireEvent.click(button);
    expect(screen.queryByTestId('project-delete-warning')).toBeNull();
    expect(api.callsTo('DELETE /wizard/delete-project/3/')).toHaveLength(0);
  });

  it('several projects: each can be deleted and no reason is shown', async () => {
    open();
    expect(((await screen.findByTestId('project-delete-3')) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('project-only-one')).toBeNull();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const api = open();
    fireEvent.click(await screen.findByTestId('project-delete-5'));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.callsTo('DELETE /wizard/delete-project/5/')).toHaveLength(0);
  });

  it('deleting the selected project selects the first remaining one', async () => {
    let projects = [...PROJECTS, { id: 7, project_name: 'Gamma' }];
    const api = open(
      {
        'GET /wizard/projects/': () => json(200, projects),
        'DELETE /wizard/delete-project/3/': () => {
          projects = projects.filter((p) => p.id !== 3);
          return new Response(null, { status: 204 });
        },
      },
      projects,
    );
    fireEvent.click(await screen.findByTestId('project-delete-3'));
    expect(screen.getByTestId('project-delete-warning').textContent).toContain('first remaining project will be selected');
    fireEvent.click(screen.getByTestId('confirm-button'));

    await waitFor(() => expect(screen.queryByTestId('project-row-3')).toBeNull());
    expect(window.localStorage.getItem('project')).toBe('5');
    expect(screen.getByTestId('project-selector').textContent).toBe('Beta');
    expect(screen.getByTestId('project-row-5').textContent).toContain('Selected');
    // The list is read again with the new project selected.
    await waitFor(() => expect(api.callsTo('GET /wizard/projects/').at(-1)?.headers.get('x-project-id')).toBe('5'));
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    open();
    expect((await screen.findByTestId('page-title')).textContent).toBe('Проекты');
    fireEvent.click(await screen.findByTestId('project-delete-5'));
    expect(screen.getByTestId('project-delete-warning').textContent).toContain('удаляет и всё, что ему принадлежит');
  });
});
