import type { Me, PermissionRecord } from '@performa/contracts/api/auth';
import { findRoute } from '@performa/contracts/routes/index';
import { onTestFinished, vi } from 'vitest';

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
 * What the fake API found wrong during a test: a handler or a call for a route the route table does
 * not have, or an answer that does not match the route's response schema. setup-tests.ts fails the
 * test when this is not empty.
 */
const problems: string[] = [];
export const takeFakeApiProblems = () => problems.splice(0);

/** Checks a handler's success answer against its route's response schema. */
async function checkAnswer(key: string, response: Response) {
  const route = findRoute(key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1));
  if (!route?.response || !response.ok || route.kind === 'download') return;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return;
  const parsed = route.response.safeParse(await response.clone().json());
  if (!parsed.success)
    problems.push(`${key}: the fake answer does not match ${route.method} ${route.path}: ${JSON.stringify(parsed.error.issues).slice(0, 500)}`);
}

/**
 * Replaces fetch with a table of "METHOD /path" handlers (paths below /api). Only routes of the
 * route table (contracts/routes) may be served: a handler for any other path, or a call to one,
 * fails the test; a success answer must match the route's response schema. A route of the table
 * without a handler answers 404. Every call is recorded.
 */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  for (const key of Object.keys(routes)) {
    const [method = '', path = ''] = key.split(' ');
    if (!findRoute(method, path)) problems.push(`the fake API serves ${key}, which the route table does not have`);
  }
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
    const key = `${request.method} ${request.path}`;
    if (!findRoute(request.method, request.path)) {
      problems.push(`the app called ${key}, which the route table does not have`);
      return json(404, { detail: 'Not found any data', code: 'not_found' });
    }
    const handler = routes[key];
    if (!handler) return json(404, { detail: 'Not found any data', code: 'not_found' });
    const response = await handler(request);
    await checkAnswer(key, response);
    return response;
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
  language: null,
  mail_configured: true,
};

export function permissionRecord(overrides: Partial<PermissionRecord> = {}): PermissionRecord {
  return { code: 'CABC', permission: [], user_type: 'admin', package: 'yes', all_departments: true, departments: [], ...overrides };
}

/** The calls a signed-in shell makes: me, permission record, projects, notifications, logout. */
export function sessionRoutes(permission: PermissionRecord, extra: Record<string, FakeHandler> = {}) {
  return {
    'GET /account/me/': () => json(200, ME),
    'GET /account/check-user-permission/': () => json(200, permission),
    'GET /wizard/projects/': () => json(200, [{ id: 1, project_name: 'Main project' }]),
    'GET /notifications/notifications/': () => json(200, { count: 0, total: 0, page: 1, page_size: 20, results: [] }),
    'POST /account/logout/': () => new Response(null, { status: 204 }),
    ...extra,
  } satisfies Record<string, FakeHandler>;
}

/** Keeps a token pair in local storage, as after a sign-in. */
export function storeTokens(access = 'access-1', refresh = 'refresh-1') {
  window.localStorage.setItem('access', access);
  window.localStorage.setItem('refresh', refresh);
}

/**
 * The server's token refresh as ADR 3 has it, for POST /token/refresh/: a refresh token works once
 * and is answered with the next pair (`access-2`, `refresh-2`…); a spent one sent again ends the
 * session, and every refresh after it is refused. There is no grace here: two tabs that spend the
 * same token are caught.
 */
export function rotatingTokens(first = 'refresh-1') {
  let n = 1;
  let current = first;
  const spent = new Set<string>();
  let ended = false;
  const refused = () => json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
  const refresh: FakeHandler = (request) => {
    const sent = (request.body as { refresh: string }).refresh;
    if (spent.has(sent)) ended = true;
    if (ended || sent !== current) return refused();
    spent.add(sent);
    n += 1;
    current = `refresh-${n}`;
    return json(200, { access: `access-${n}`, refresh: current });
  };
  return { refresh, ended: () => ended };
}

/**
 * Web Locks for one test (jsdom has none): one queue per lock name, shared by every client of the
 * test as a browser shares it among its tabs. Returns the names requested, in order.
 */
export function installWebLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    request(name: string, callback: (lock: null) => Promise<unknown>) {
      requested.push(name);
      const run = (queues.get(name) ?? Promise.resolve()).then(() => callback(null));
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  onTestFinished(() => {
    delete (window.navigator as { locks?: unknown }).locks;
  });
  return { requested };
}
