import type { RouteAnswer } from '@performa/contracts/routes/define';
import { adminSettingsRoutes } from '@performa/contracts/routes/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AccountPage = RouteAnswer<typeof adminSettingsRoutes.listPermissionAccounts>;

export interface AccountQuery {
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The query of a list route for this state (a blank search is left out). */
const listQuery = ({ search, page, pageSize }: AccountQuery) => ({ search: search.trim(), page, page_size: pageSize });

/** Every key of this screen starts with 'admin-settings': one invalidation refreshes both lists. */
export const adminSettingsKeys = {
  all: ['admin-settings'] as const,
  permissions: (query: AccountQuery) => ['admin-settings', 'permissions', query] as const,
  admins: (query: AccountQuery) => ['admin-settings', 'admins', query] as const,
};

/** A page of the company's accounts with their permission codes and department scope. */
export const getPermissionAccounts = (query: AccountQuery) => api.call(adminSettingsRoutes.listPermissionAccounts, { query: listQuery(query) });

export const permissionAccountsQuery = (query: AccountQuery) =>
  queryOptions({ queryKey: adminSettingsKeys.permissions(query), queryFn: () => getPermissionAccounts(query), placeholderData: keepPreviousData });

export const usePermissionAccounts = (query: AccountQuery, enabled = true) => useQuery({ ...permissionAccountsQuery(query), enabled });

/** A page of the company's admins and super admins. */
export const getAdmins = (query: AccountQuery) => api.call(adminSettingsRoutes.listAdmins, { query: listQuery(query) });

export const adminsQuery = (query: AccountQuery) =>
  queryOptions({ queryKey: adminSettingsKeys.admins(query), queryFn: () => getAdmins(query), placeholderData: keepPreviousData });

export const useAdmins = (query: AccountQuery) => useQuery(adminsQuery(query));
