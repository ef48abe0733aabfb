/**
 * The app's links (help, terms, privacy, support email) as the platform operator configured them
 * (account/hyperlinks/, public; docs/product.md §7.11): the sidebar's footer shows those that are set.
 */
import { billingRoutes } from '@performa/contracts/routes/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { hyperlinkKeys } from './keys.ts';

export const getHyperlinks = () => api.call(billingRoutes.hyperlinks, {});

/** Rarely changed: read once per session; a failure only leaves the footer empty (logged, not toasted). */
export const hyperlinksQuery = () => queryOptions({ queryKey: hyperlinkKeys.all(), queryFn: getHyperlinks, staleTime: Infinity, meta: { silent: true } });

export const useHyperlinks = () => useQuery(hyperlinksQuery());
