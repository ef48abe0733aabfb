import type { Project } from '@performa/contracts/api/auth';
import type { ProjectBody } from '@performa/contracts/api/organisation';
import { api } from '../../../lib/api-client.ts';

export const renameProject = (id: number, body: ProjectBody) => api.put<Project>(`/wizard/project/${id}/`, body);
