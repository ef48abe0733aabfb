import type { PermissionAccount } from '@performa/contracts/api/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface AccountPage {
  count: number;
  results: PermissionAccount[];
}

export interface AccountQuery {
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

const queryString = ({ search, page, pageSize }: AccountQuery) =>
  new URLSearchParams({ search: search.trim(), page: String(page), page_size: String(pageSize) }).toString();

/** Every key of this screen starts with 'admin-settings': one invalidation refreshes both lists. */
export const adminSettingsKeys = {
  all: ['admin-settings'] as const,
  permissions: (query: AccountQuery) => ['admin-settings', 'permissions', query] as const,
  admins: (query: AccountQuery) => ['admin-settings', 'admins', query] as const,
};

/** A page of the company's accounts with their permission codes and department scope. */
export const getPermissionAccounts = (query: AccountQuery) => api.get<AccountPage>(`/account/permissions/?${queryString(query)}`);

export const permissionAccountsQuery = (query: AccountQuery) =>
  queryOptions({ queryKey: adminSettingsKeys.permissions(query), queryFn: () => getPermissionAccounts(query), placeholderData: keepPreviousData });

export const usePermissionAccounts = (query: AccountQuery, enabled = true) => useQuery({ ...permissionAccountsQuery(query), enabled });

/** A page of the company's admins and super admins. */
export const getAdmins = (query: AccountQuery) => api.get<AccountPage>(`/wizard/admins/?${queryString(query)}`);

export const useAdmins = (query: AccountQuery) =>
  useQuery({ queryKey: adminSettingsKeys.admins(query), queryFn: () => getAdmins(query), placeholderData: keepPreviousData });
