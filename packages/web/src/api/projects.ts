/**
 * The caller's projects: the top bar's list (features/projects changes it) and the project whose name
 * the admin settings' danger zone asks for. Not per project: it stays when another project is selected.
 */
import type { Project } from '@performa/contracts/api/auth';
import { projectRoutes } from '@performa/contracts/routes/organisation';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api-client.ts';
import { tokens } from '../lib/tokens.ts';
import { projectSelection, resolveProjectId, useSelectedProjectId } from '../lib/project-selection.ts';
import { projectListKeys } from './keys.ts';

export const getProjects = () => api.call(projectRoutes.listProjects, {});

/** The list asked for beside the session's own requests, with the refresh token it was asked with and when. */
let early: { refresh: string | null; at: number; answer: Promise<Project[]> } | null = null;
/** How long the early answer may wait for the shell's first read: past that, the read asks again. */
const EARLY_MS = 10_000;

/**
 * Asks for the list now, beside the session's requests (a signed-in page opened from its address, ADR 40):
 * the shell's first read takes this answer instead of asking after the session, one round trip later.
 */
export function prefetchProjects() {
  const answer = getProjects();
  // Its failure is the shell's read's to show (it asks again): not an unhandled rejection here.
  answer.catch(() => {});
  early = { refresh: tokens.refresh(), at: Date.now(), answer };
}

/** The early answer, once, when it was asked for by the account still signed in, moments ago; else null. */
function takeEarly(): Promise<Project[]> | null {
  const taken = early;
  early = null;
  return taken && taken.refresh === tokens.refresh() && Date.now() - taken.at < EARLY_MS ? taken.answer.catch(getProjects) : null;
}

export const projectsQuery = () =>
  queryOptions({
    queryKey: projectListKeys.list(),
    queryFn: () => takeEarly() ?? getProjects(),
    // A header call: failures are only logged (docs/product.md §7.2).
    meta: { silent: true },
  });

export const useProjects = () => useQuery(projectsQuery());

/** The selected project, once the list is read (null before, or when it is not in the list). */
export function useSelectedProject(): Project | null {
  const id = useSelectedProjectId();
  const projects = useProjects();
  return projects.data?.find((p) => p.id === id) ?? null;
}

/**
 * Keeps the selected project one of the caller's (the stored one while it is in their list, else the
 * first, docs/product.md §2.2) and says whether the selection is settled: the list is read and the
 * selection follows it (or the list could not be read). The signed-in shell shows its page only then,
 * so that no screen asks for a project's data before a project is chosen: the server refuses a request
 * without X-Project-Id (400), which a first sign-in met as an error toast.
 */
export function useProjectResolution(): boolean {
  const { data: projects, isError } = useProjects();
  const storedId = useSelectedProjectId();
  const selectedId = projects ? resolveProjectId(projects, storedId) : storedId;
  useEffect(() => {
    if (projects && selectedId !== storedId) projectSelection.set(selectedId);
  }, [projects, selectedId, storedId]);
  return isError || (projects !== undefined && selectedId === storedId);
}

/** Refreshes every read but the project list: what was read in a project that is no longer the selected one. */
export const invalidateProjectData = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== projectListKeys.list()[0] });
