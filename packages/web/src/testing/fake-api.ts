import type { Me, PermissionRecord } from '@performa/contracts/api/auth';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** Path below /api, e.g. "/account/me/". */
  path: string;
  /** The query string (a list's page, filters and search travel there). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch with a table of "METHOD /path" handlers (paths below /api); an unknown call is a
 * 404. Every call is recorded.
 */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    return handler ? handler(request) : json(404, { detail: 'Not found any data', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** The query strings, as sent ("?a=1", or ""), of the calls to a path (below /api), in order. */
    queries: (path: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === `/api${path}`)
        .map((url) => url.search),
  };
}

export const ME: Me = {
  id: 7,
  full_name: 'Aysel Mammadova',
  image: null,
  user: { email: 'aysel@example.com', id: 7 },
  company: { company_name: 'Acme', id: 1, logo: null },
};

export function permissionRecord(overrides: Partial<PermissionRecord> = {}): PermissionRecord {
  return { code: 'CABC', permission: [], user_type: 'admin', package: 'yes', departments: [], ...overrides };
}

/** The calls a signed-in shell makes: me, permission record, projects, notifications, logout. */
export function sessionRoutes(permission: PermissionRecord, extra: Record<string, FakeHandler> = {}) {
  return {
    'GET /account/me/': () => json(200, ME),
    'GET /account/check-user-permission/': () => json(200, permission),
    'GET /wizard/projects/': () => json(200, [{ id: 1, project_name: 'Main project' }]),
    'GET /notifications/notifications/': () => json(200, { count: 0, results: [] }),
    'POST /account/logout/': () => new Response(null, { status: 204 }),
    ...extra,
  } satisfies Record<string, FakeHandler>;
}

/** Keeps a token pair in local storage, as after a sign-in. */
export function storeTokens(access = 'access-1', refresh = 'refresh-1') {
  window.localStorage.setItem('access', access);
  window.localStorage.setItem('refresh', refresh);
}
