import type { RegisterBody } from '@performa/contracts/api/auth';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { payments } from '../../src/db/schema.ts';
import { call, upload, type TestApp } from './app.ts';
import { addProject, createCompany, signIn, type TestCompany } from './factories.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Response = Promise<LightMyRequestResponse>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: XLSX_TYPE,
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The content type a browser sends for a file of this name. */
const typeOf = (name: string) => TYPES[name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/** Calls the API as one account in one project: `caller(method, url, body, lang)` or `caller.get(url, lang)`. */
export interface Caller {
  (method: Method, url: string, body?: unknown, lang?: string): Response;
  get(url: string, lang?: string): Response;
  post(url: string, body: unknown, lang?: string): Response;
  put(url: string, body: unknown, lang?: string): Response;
  delete(url: string, lang?: string): Response;
  /** Uploads one file (multipart field "file"), typed by its name's extension. */
  upload(url: string, name: string, bytes: Buffer, lang?: string): Response;
}

/** `project`: the X-Project-Id sent with every call; null sends none (no project selected). */
export function caller(t: TestApp, token: string | undefined, project: number | null): Caller {
  const selected = project ?? undefined;
  const send = (method: Method, url: string, body?: unknown, lang?: string) => call(t.app, method, url, { token, project: selected, body, lang });
  return Object.assign(send, {
    get: (url: string, lang?: string) => send('GET', url, undefined, lang),
    post: (url: string, body: unknown, lang?: string) => send('POST', url, body, lang),
    put: (url: string, body: unknown, lang?: string) => send('PUT', url, body, lang),
    delete: (url: string, lang?: string) => send('DELETE', url, undefined, lang),
    upload: (url: string, name: string, bytes: Buffer, lang?: string) =>
      upload(t.app, url, { name, bytes, type: typeOf(name) }, { token, project: selected, lang }),
  });
}

/** A registered company with its super admin signed in. */
export interface Tenant extends TestCompany {
  /** The super admin's access token. */
  token: string;
  /** The super admin in the company's first project. */
  call: Caller;
  /** Someone else of the company (their token), in the first project, another one, or none (null: no X-Project-Id). */
  as(token: string, project?: number | null): Caller;
  /** The super admin in another project of the company. */
  inProject(project: number): Caller;
  /** A new project of the company, named `<name> <n>`: its id and its scope for the factories. */
  addProject(name?: string): Promise<{ id: number; scope: { companyId: number; projectId: number } }>;
}

export interface TenantOptions {
  /** false: the company has no package (the free package of a self-hosted registration is removed). */
  package?: false;
}

/**
 * Registers a company (through the real registration service) and signs its super admin in: the one
 * way API tests get a company (tests of registration itself go through the endpoint).
 */
export async function tenant(t: TestApp, overrides: Partial<RegisterBody> = {}, options: TenantOptions = {}): Promise<Tenant> {
  const company = await createCompany(t.deps, overrides);
  if (options.package === false) await t.deps.db.delete(payments).where(eq(payments.companyId, company.companyId));
  const token = (await signIn(t, company.owner.username)).access;
  let projects = 0;
  return {
    ...company,
    token,
    call: caller(t, token, company.projectId),
    as: (who, project = company.projectId) => caller(t, who, project),
    inProject: (project) => caller(t, token, project),
    async addProject(name = 'Project') {
      projects += 1;
      const project = await addProject(t.deps, company.companyId, `${name} ${projects}`);
      return { id: project.id, scope: { companyId: company.companyId, projectId: project.id } };
    },
  };
}
