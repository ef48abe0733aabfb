/**
 * Every key the web app keeps in the browser, in one place (docs/product.md §9.4).
 * Nothing else in the app spells a storage key.
 */
export const LOCAL_KEYS = {
  /** JWT access token. */
  access: 'access',
  /** JWT refresh token. */
  refresh: 'refresh',
  /** UI language: en, az or ru. */
  lang: 'lang',
  /** Sidebar open on wide screens: "true" or "false". */
  open: 'open',
  /** The selected project id. */
  project: 'project',
} as const;

export const SESSION_KEYS = {
  /** Keys of the open sidebar submenus, a JSON list. */
  openSubmenus: 'openSubmenus',
  /** The platform operator's access token and its end, JSON (ADR 34): never the company's tokens' storage. */
  operatorAccess: 'operatorAccess',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

// Storage can throw (private mode, quota, disabled cookies): the app then works without persistence.
function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const localStore = {
  get: (key: LocalKey): string | null => safely(() => window.localStorage.getItem(key), null),
  set: (key: LocalKey, value: string): void => safely(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: LocalKey): void => safely(() => window.localStorage.removeItem(key), undefined),
};

export const sessionStore = {
  getJson<T>(key: SessionKey, fallback: T): T {
    return safely(() => {
      const raw = window.sessionStorage.getItem(key);
      return raw === null ? fallback : (JSON.parse(raw) as T);
    }, fallback);
  },
  setJson(key: SessionKey, value: unknown): void {
    safely(() => window.sessionStorage.setItem(key, JSON.stringify(value)), undefined);
  },
  remove: (key: SessionKey): void => safely(() => window.sessionStorage.removeItem(key), undefined),
};
