import { queryString, routePath, type RouteAnswer, type RouteDef, type RouteInput } from '@performa/contracts/routes/define';
import { ApiError, apiErrorFrom } from './api-error.ts';
import { currentLanguage } from './i18n.ts';
import { projectSelection } from './project-selection.ts';
import { tokens } from './tokens.ts';

/**
 * The header that selects the project (PROJECT_HEADER of @performa/contracts/api/common).
 * Spelled here because that module also builds zod schemas, and importing a value from it would
 * put zod into the login page's first load; api-client.test.ts checks the two stay equal.
 */
export const PROJECT_HEADER = 'x-project-id';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Read the answer as a file (exports, templates) instead of JSON. */
  asFile?: boolean;
  /** Send the bearer token and the project header, and refresh once on 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The UI language, sent as Accept-Language so that the server translates its messages. */
  language?: () => string;
  /** The selected project id, sent as X-Project-Id on authenticated calls. */
  project?: () => string | null;
  /** Called when the server refuses the refresh token: the session is over. */
  onSessionExpired?: () => void;
  /**
   * The bearer token of authenticated calls; by default the company session's. A client given its own
   * (the platform operator's screen, ADR 34) never sends the company's token and never refreshes: a 401
   * is passed on.
   */
  accessToken?: () => string | null;
}

/** The Web Lock under which the tabs of this origin exchange their shared refresh token, one at a time. */
export const REFRESH_LOCK = 'performa-token-refresh';
/** How long a refresh may take before it is given up (and the lock released for the other tabs). */
export const REFRESH_TIMEOUT_MS = 15_000;

/**
 * Runs `task` holding the refresh lock of this origin's tabs (the Web Locks API). A browser without
 * it (an insecure context, before 2022) runs it at once: the server's few seconds of grace for the
 * same token sent twice covers two tabs that refresh at the same moment (ADR 3).
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Partial<Navigator> | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * The one way the app talks to the API. Authenticated calls carry the bearer access token,
 * Accept-Language and X-Project-Id. A 401 exchanges the refresh token for a new token pair
 * (one exchange shared by concurrent calls and, through a Web Lock, by the browser's tabs) and
 * repeats the call once; when the exchange fails the original error is passed on.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const language = options.language ?? currentLanguage;
  const project = options.project ?? (() => projectSelection.get()?.toString() ?? null);
  const accessToken = options.accessToken ?? tokens.access;
  const refreshes = options.accessToken === undefined;

  async function send<T>(path: string, init: RequestOptions): Promise<T> {
    const auth = init.auth ?? true;
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language() };
    const multipart = init.body instanceof FormData;
    if (init.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (auth) {
      const access = accessToken();
      if (access) headers.Authorization = `Bearer ${access}`;
      const projectId = project();
      if (projectId) headers[PROJECT_HEADER] = projectId;
    }
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    if (init.asFile) return (await fileFrom(response)) as T;
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  let refreshing: Promise<string> | null = null;

  /**
   * Exchanges the kept refresh token for a new token pair and keeps it (the server rotates refresh
   * tokens and treats a spent one sent again as a theft, ADR 3). Concurrent callers of this tab share
   * one exchange, and the tabs of the browser, which share the tokens in local storage, take turns
   * under one Web Lock: inside it the token is read again, and when another tab has exchanged it
   * meanwhile, its new pair is used instead of a second exchange.
   */
  function refreshAccess(): Promise<string> {
    refreshing ??= (async () => {
      const seen = tokens.refresh();
      if (!seen) throw new ApiError(401, null, 'no_refresh_token');
      // The route's entry (and zod with it) loads on the first refresh: the login page does not carry it (ADR 7).
      const { authRoutes } = await import('@performa/contracts/routes/auth');
      return withRefreshLock(async () => {
        const refresh = tokens.refresh();
        if (!refresh) throw new ApiError(401, null, 'no_refresh_token');
        const kept = tokens.access();
        if (refresh !== seen && kept) return kept;
        // A bounded wait: the other tabs wait for this lock.
        const pair = await call(authRoutes.refreshToken, { body: { refresh } }, { signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) });
        // Not when the tokens changed meanwhile: a logout, or a sign-in in another tab.
        if (tokens.refresh() === refresh) tokens.store(pair);
        return pair.access;
      });
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const sentWith = tokens.access();
    try {
      return await send<T>(path, init);
    } catch (error) {
      const auth = init.auth ?? true;
      if (!auth || !refreshes || !(error instanceof ApiError) || error.status !== 401 || !tokens.refresh()) throw error;
      try {
        // Another tab (or call) has renewed the access token since this call was sent: no exchange needed.
        const renewed = tokens.access();
        if (!renewed || renewed === sentWith) await refreshAccess();
      } catch (refreshError) {
        if (refreshError instanceof ApiError && refreshError.status >= 400 && refreshError.status < 500) options.onSessionExpired?.();
        throw error;
      }
      // The one retry: a second 401 is passed on.
      return send<T>(path, init);
    }
  }

  /** The URL of a route-table entry below the base URL: its path with the params filled in, then the query. */
  const urlOf = <D extends RouteDef>(def: D, input: RouteInput<D>) =>
    `${routePath(def.path, input.params as Record<string, unknown> | undefined)}${queryString(input.query as Record<string, unknown> | undefined)}`;

  /**
   * Calls an endpoint of the route table (contracts/routes): the answer is parsed with the route's
   * response schema, so an answer that does not match is an error (ApiContractError), never a cast.
   * A public route (sign-in, registration, the token refresh) is sent without token and project,
   * and its 401 is passed on without a refresh.
   */
  async function call<D extends RouteDef>(def: D, input: RouteInput<D>, init: { signal?: AbortSignal } = {}): Promise<RouteAnswer<D>> {
    const answer = await request<unknown>(urlOf(def, input), { method: def.method, body: input.body, signal: init.signal, auth: def.access !== 'public' });
    return parseAnswer(def, answer);
  }

  return {
    request,
    refreshAccess,
    call,
    /** Fetches a download of the route table (export, template) with the session's headers. */
    downloadFrom: <D extends RouteDef>(def: D, input: RouteInput<D>) => request<DownloadedFile>(urlOf(def, input), { method: def.method, asFile: true }),
    /** Sends one file to an upload route of the route table (multipart field "file"); the answer is parsed like call's. */
    uploadTo: async <D extends RouteDef>(def: D, input: RouteInput<D>, file: Blob, filename: string): Promise<RouteAnswer<D>> => {
      const form = new FormData();
      form.append('file', file, filename);
      return parseAnswer(def, await request<unknown>(urlOf(def, input), { method: def.method, body: form }));
    },
  };
}

/** An answer that does not match its route's response schema: the server and the app disagree. */
export class ApiContractError extends Error {
  constructor(
    readonly route: string,
    readonly issues: unknown,
  ) {
    super(`The answer of ${route} does not match its schema`);
    this.name = 'ApiContractError';
  }
}

function parseAnswer<D extends RouteDef>(def: D, answer: unknown): RouteAnswer<D> {
  if (!def.response) return undefined as RouteAnswer<D>;
  const parsed = def.response.safeParse(answer);
  if (!parsed.success) throw new ApiContractError(`${def.method} ${def.path}`, parsed.error.issues);
  return parsed.data as RouteAnswer<D>;
}

const sessionExpiredListeners = new Set<() => void>();

/** Lets the session module log out when the refresh token is refused (without an import cycle). */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

async function fileFrom(response: Response): Promise<DownloadedFile> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}

/** Saves a downloaded file through the browser. */
export function saveFile({ blob, filename }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The app's client. */
export const api = createApiClient({
  onSessionExpired: () => sessionExpiredListeners.forEach((listener) => listener()),
});
