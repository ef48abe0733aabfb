import type { QueryClient } from '@tanstack/react-query';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** Query keys of the competencies screen; one invalidation of 'competencies' refreshes them all. */
export const competencyKeys = {
  skills: (query: string) => ['competencies', project(), 'skills', query] as const,
  positions: () => ['competencies', project(), 'positions'] as const,
  position: (id: number) => ['competencies', project(), 'position', id] as const,
  employees: (query: string) => ['competencies', project(), 'employees', query] as const,
  employee: (id: number) => ['competencies', project(), 'employee', id] as const,
};

export const invalidateCompetencies = (client: QueryClient) => client.invalidateQueries({ queryKey: ['competencies'] });
