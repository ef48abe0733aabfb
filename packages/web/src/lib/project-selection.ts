import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, localStore } from './storage.ts';

/**
 * The selected project: one id kept in local storage under `project` (docs/product.md §2.2, §9.4).
 * The API client sends it as X-Project-Id; components read it with useSelectedProjectId().
 */
const listeners = new Set<() => void>();

function parse(raw: string | null): number | null {
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const projectSelection = {
  get: (): number | null => parse(localStore.get(LOCAL_KEYS.project)),
  set(id: number | null) {
    if (id === null) localStore.remove(LOCAL_KEYS.project);
    else localStore.set(LOCAL_KEYS.project, String(id));
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSelectedProjectId(): number | null {
  return useSyncExternalStore(projectSelection.subscribe, projectSelection.get, projectSelection.get);
}

/** The project to keep: the stored one if it is still in the list, otherwise the first (null for an empty list). */
export function resolveProjectId(projects: readonly { id: number }[], storedId: number | null): number | null {
  if (storedId !== null && projects.some((p) => p.id === storedId)) return storedId;
  return projects[0]?.id ?? null;
}
