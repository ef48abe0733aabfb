import type { Project } from '@performa/contracts/api/auth';
import type { ProjectBody } from '@performa/contracts/api/organisation';
import { api } from '../../../lib/api-client.ts';

export const createProject = (body: ProjectBody) => api.post<Project>('/wizard/project/', body);
