import type { AccountRef, Principal } from '@performa/contracts/access';
import type { Me, PermissionRecord, TokenPair } from '@performa/contracts/api/auth';
import { useMemo, useSyncExternalStore } from 'react';
import { api, ApiContractError, onSessionExpired } from './api-client.ts';
import { isApiError } from './api-error.ts';
import type { Language } from '@performa/contracts/i18n/languages';
import { browser } from './browser.ts';
import { changeLanguage, currentLanguage } from './i18n.ts';
import { projectSelection } from './project-selection.ts';
import { tokens } from './tokens.ts';

/**
 * The signed-in session (docs/product.md §7.1): the authenticated flag, the current user, the permission record
 * and the current-user loading status. A small external store so that it lives outside React
 * (the API client and the refresh timer use it too) and components subscribe with useSession().
 */
export type SessionStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface EmptyPermissionRecord {
  code: '';
  permission: [];
  user_type: '';
  package: '';
  all_departments: true;
  departments: [];
}

export interface SessionState {
  /** True at start when an access token is kept; true after login, false after logout. */
  isAuthenticated: boolean;
  /** Loading status of the current user and permission record. */
  status: SessionStatus;
  user: Me;
  /** Replaced wholesale by the server's answer. */
  permission: PermissionRecord | EmptyPermissionRecord;
  /** Logging out: the app shows the busy overlay until the page is replaced. */
  loggingOut: boolean;
  /** Where the app must go once the session is loaded (a super admin without package: /payment). */
  pendingRedirect: string | null;
}

export const EMPTY_USER: Me = {
  id: 0,
  full_name: '',
  image: null,
  user: { email: '', id: 0 },
  company: { company_name: '', id: 0, logo: null },
  language: null,
  // Until the server says otherwise, no screen warns that emails are not sent.
  mail_configured: true,
};
export const EMPTY_PERMISSION: EmptyPermissionRecord = { code: '', permission: [], user_type: '', package: '', all_departments: true, departments: [] };

export const LOGIN_PATH = '/auth/login';
export const PAYMENT_PATH = '/payment';
/** Query parameter of the login page that says why the user was logged out. */
export const LOGOUT_REASON_PARAM = 'reason';
export type LogoutReason = 'package_inactive';

const initialState = (): SessionState => ({
  isAuthenticated: Boolean(tokens.access()),
  status: 'idle',
  user: EMPTY_USER,
  permission: EMPTY_PERMISSION,
  loggingOut: false,
  pendingRedirect: null,
});

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function setState(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Tests only: starts over from what local storage holds. */
  reset() {
    loading = null;
    loggingOut = null;
    state = initialState();
    listeners.forEach((listener) => listener());
  },
};

/** Subscribes to one slice of the session; the selector must return a stored value, not a new object. */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(state),
    () => selector(state),
  );
}

/** The principal the shared access rules are evaluated for; null until the permission record is loaded. */
export function principalOf(permission: SessionState['permission']): Principal | null {
  if (permission.user_type === '') return null;
  return { role: permission.user_type, permissions: permission.permission, packageActive: permission.package === 'yes' };
}

/** The signed-in account as the row rules of contracts/access.ts see it; null until the session is loaded. */
export function useAccountRef(): AccountRef | null {
  const role = useSession((s) => s.permission.user_type);
  const id = useSession((s) => s.user.id);
  return useMemo(() => (role === '' ? null : { id, role }), [id, role]);
}

const principalCache = new WeakMap<object, Principal | null>();
/** The current principal (stable between renders while the permission record is the same). */
export function usePrincipal(): Principal | null {
  const permission = useSession((s) => s.permission);
  if (!principalCache.has(permission)) principalCache.set(permission, principalOf(permission));
  return principalCache.get(permission) ?? null;
}

/** After a successful sign-in: keeps the tokens and marks the session authenticated. */
export function signIn(pair: TokenPair) {
  tokens.store(pair);
  // A project id kept from an earlier account may belong to another company.
  projectSelection.set(null);
  setState({ isAuthenticated: true, status: 'idle', user: EMPTY_USER, permission: EMPTY_PERMISSION });
}

export type SessionOutcome = 'ready' | 'logged-out' | 'failed';
let loading: Promise<SessionOutcome> | null = null;

/**
 * Loads the current user and the permission record (status loading → succeeded or failed).
 * Empty permission data logs out; so does a package 'no' for an admin or user. A super admin
 * without a package is sent to /payment.
 */
export function loadSession(): Promise<SessionOutcome> {
  loading ??= doLoadSession().finally(() => {
    loading = null;
  });
  return loading;
}

/** The account's routes; they (and zod with them) load with the session's data: the login page does not carry them (ADR 7). */
const loadAccountRoutes = () => import('@performa/contracts/routes/account');

/** A catch that turns an answer that does not match its schema into `fallback` and passes any other error on. */
const unlessMismatch =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (error instanceof ApiContractError) return fallback;
    throw error;
  };

async function doLoadSession(): Promise<SessionOutcome> {
  setState({ status: 'loading' });
  try {
    const { accountRoutes } = await loadAccountRoutes();
    const [user, permission] = await Promise.all([
      api.call(accountRoutes.me, {}).catch(unlessMismatch(EMPTY_USER)),
      // Permission data that is not a permission record (empty, say) logs out.
      api.call(accountRoutes.permissionRecord, {}).catch(unlessMismatch(null)),
    ]);
    if (!permission) {
      await logout();
      return 'logged-out';
    }
    if (permission.package !== 'yes' && permission.user_type !== 'super_admin') {
      await logout({ reason: 'package_inactive' });
      return 'logged-out';
    }
    // The account's language wins over this browser's (docs/product.md §7.2): one language on every device.
    if (user.language && user.language !== currentLanguage()) await changeLanguage(user.language);
    setState({ status: 'succeeded', user, permission, pendingRedirect: permission.package !== 'yes' ? PAYMENT_PATH : null });
    return 'ready';
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      await logout();
      return 'logged-out';
    }
    console.error('Loading the session failed', error);
    setState({ status: 'failed' });
    return 'failed';
  }
}

/**
 * Reads the current user again (after a change of name, avatar or company logo) and replaces only
 * `user`: the status stays as it is, so the app is not unmounted behind the loading overlay.
 */
export async function refreshUser(): Promise<void> {
  const { accountRoutes } = await loadAccountRoutes();
  const user = await api.call(accountRoutes.me, {}).catch(unlessMismatch(null));
  if (user) setState({ user });
}

/**
 * Switches the UI language and, when signed in, keeps it on the account (docs/product.md §7.2): the
 * next sign-in on any device applies it, and the server writes the person's emails in it. The save runs
 * while the texts load, and the page turns to the new language once both are done: a reader who leaves
 * the page right after has the choice kept (a reload would otherwise apply the account's old language). A
 * failed save leaves the switch in this browser only.
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  try {
    await changeLanguage(lang, keepLanguageOnAccount(lang));
  } catch (error) {
    // The language's texts did not load (ADR 40): the page stays in its language, and a click tries again.
    console.warn('The texts of the language could not be loaded', error);
  }
}

/**
 * Keeps the language on the signed-in account, or nothing (undefined: signed out, or already kept, and the switch
 * stays immediate). The promise never fails: a failed save is only logged.
 */
function keepLanguageOnAccount(lang: Language): Promise<void> | undefined {
  if (state.status !== 'succeeded' || state.user.language === lang) return undefined;
  return loadAccountRoutes()
    .then(({ accountRoutes }) => api.call(accountRoutes.setLanguage, { body: { language: lang } }))
    .then(() => {
      if (state.status === 'succeeded') setState({ user: { ...state.user, language: lang } });
    })
    .catch((error: unknown) => console.warn('The language could not be kept on the account', error));
}

/** The router has followed the pending redirect. */
export function clearPendingRedirect() {
  if (state.pendingRedirect !== null) setState({ pendingRedirect: null });
}

let loggingOut: Promise<void> | null = null;

/**
 * Logs out: revokes the refresh token on the server (a failure is ignored), forgets the tokens,
 * the user and the selected project, then replaces the page with /auth/login. A logout asked for
 * while one runs (the refresh refused while the session loads, say) waits for that one.
 */
export function logout(options: { reason?: LogoutReason } = {}): Promise<void> {
  loggingOut ??= doLogout(options);
  return loggingOut;
}

async function doLogout(options: { reason?: LogoutReason }): Promise<void> {
  setState({ loggingOut: true });
  const refresh = tokens.refresh();
  if (refresh) {
    try {
      const { authRoutes } = await import('@performa/contracts/routes/auth');
      await api.call(authRoutes.logout, { body: { refresh } }, { signal: AbortSignal.timeout(5000) });
    } catch {
      // The tokens are forgotten anyway.
    }
  }
  tokens.clear();
  projectSelection.set(null);
  setState({ isAuthenticated: false, status: 'idle', user: EMPTY_USER, permission: EMPTY_PERMISSION, pendingRedirect: null });
  browser.replace(options.reason ? `${LOGIN_PATH}?${LOGOUT_REASON_PARAM}=${options.reason}` : LOGIN_PATH);
}

/**
 * The periodic refresh (every 60 s while a refresh token is kept): a new access token, or,
 * when the server refuses the refresh token, logout (which reloads the page at /auth/login).
 * A network failure is left for the next tick.
 */
export async function refreshSession(): Promise<void> {
  if (!tokens.refresh() || state.loggingOut) return;
  try {
    await api.refreshAccess();
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) await logout();
  }
}

/** A call answered 403 package_inactive: the package ended, so the permission record is read again. */
export function revalidateSession(): Promise<SessionOutcome> {
  return loadSession();
}

onSessionExpired(() => void logout());
