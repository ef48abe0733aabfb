import { adminSettingsRoutes } from '@performa/contracts/routes/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminSettingsKeys, type AccountQuery } from './keys.ts';

/** The query of a list route for this state (a blank search is left out). */
const listQuery = ({ search, page, pageSize }: AccountQuery) => ({ search: search.trim(), page, page_size: pageSize });

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
