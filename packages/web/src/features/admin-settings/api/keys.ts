/** A page of an accounts list of the screen, as its hook keeps it. */
export interface AccountQuery {
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Query keys of the admin settings screen (the company's accounts, not per project): one invalidation of 'admin-settings' refreshes both lists. */
export const adminSettingsKeys = {
  all: () => ['admin-settings'] as const,
  permissions: (query: AccountQuery) => ['admin-settings', 'permissions', query] as const,
  admins: (query: AccountQuery) => ['admin-settings', 'admins', query] as const,
};
