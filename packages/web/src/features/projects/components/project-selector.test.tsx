import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, storeTokens } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { resolveProjectId } from '../../../lib/project-selection.ts';
import { useProjectResolution } from '../../../api/projects.ts';
import { ProjectSelector } from './project-selector.tsx';

/** The top bar's selector under the shell's resolution of the selected project (app/app-shell.tsx). */
function ShellSelector() {
  const settled = useProjectResolution();
  return (
    <>
      <ProjectSelector />
      <span data-testid="settled">{String(settled)}</span>
    </>
  );
}

const PROJECTS = [
  { id: 3, project_name: 'Alpha' },
  { id: 5, project_name: 'Beta' },
];

describe('project selection', () => {
  it('keeps a stored project that is in the list, otherwise takes the first', () => {
    expect(resolveProjectId(PROJECTS, 5)).toBe(5);
    expect(resolveProjectId(PROJECTS, 99)).toBe(3);
    expect(resolveProjectId(PROJECTS, null)).toBe(3);
    expect(resolveProjectId([], 5)).toBeNull();
  });

  it('stores the first project when the stored one is not in the list, and is settled only then', async () => {
    storeTokens();
    window.localStorage.setItem('project', '99');
    installFakeApi({ 'GET /wizard/projects/': () => json(200, PROJECTS) });
    renderWithProviders(<ShellSelector />, { route: '/periods' });

    expect(screen.getByTestId('settled').textContent).toBe('false');
    expect((await screen.findByTestId('project-selector')).textContent).toBe('Alpha');
    await waitFor(() => expect(window.localStorage.getItem('project')).toBe('3'));
    expect(screen.getByTestId('settled').textContent).toBe('true');
  });

  it('forgets a stored project when the caller has none, and is settled', async () => {
    storeTokens();
    window.localStorage.setItem('project', '99');
    installFakeApi({ 'GET /wizard/projects/': () => json(200, []) });
    renderWithProviders(<ShellSelector />, { route: '/periods' });

    await waitFor(() => expect(screen.getByTestId('settled').textContent).toBe('true'));
    expect(window.localStorage.getItem('project')).toBeNull();
  });

  it('choosing another project stores it and returns to /', async () => {
    storeTokens();
    window.localStorage.setItem('project', '3');
    installFakeApi({ 'GET /wizard/projects/': () => json(200, PROJECTS) });
    renderWithProviders(<ProjectSelector />, { route: '/periods' });

    fireEvent.mouseDown(await screen.findByTestId('project-selector'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Beta'));

    expect(window.localStorage.getItem('project')).toBe('5');
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByTestId('project-selector').textContent).toBe('Beta');
  });
});

describe('project menu type-ahead', () => {
  it('matches typed letters together and starts over after 500 ms (built into MUI MenuList)', async () => {
    storeTokens();
    installFakeApi({
      'GET /wizard/projects/': () =>
        json(200, [
          { id: 1, project_name: 'Alpha' },
          { id: 2, project_name: 'Beta' },
          { id: 3, project_name: 'Bravo' },
        ]),
    });
    renderWithProviders(<ProjectSelector />);
    fireEvent.mouseDown(await screen.findByTestId('project-selector'));
    const listbox = await screen.findByRole('listbox');
    const focused = () => document.activeElement?.textContent;

    // MenuList times the keys with performance.now(): a fake clock, moved by hand.
    vi.useFakeTimers({ toFake: ['performance'] });
    fireEvent.keyDown(listbox, { key: 'b' });
    expect(focused()).toBe('Beta');
    vi.advanceTimersByTime(500);
    fireEvent.keyDown(listbox, { key: 'r' });
    expect(focused()).toBe('Bravo');
    vi.advanceTimersByTime(501);
    fireEvent.keyDown(listbox, { key: 'a' });
    expect(focused()).toBe('Alpha');
  });
});
