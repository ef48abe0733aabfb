import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';
import { i18n } from './i18n.ts';
import { revalidateSession } from './session.ts';
import { notify } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Errors are only logged, not toasted (the header's calls, docs/product.md §7.2). */
      silent?: boolean;
    };
    mutationMeta: {
      /** The mutation shows its own errors. */
      silent?: boolean;
    };
  }
}

const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** A package that ended while the app was open: reload the permission record (logout or /payment follow). */
function handlePackageInactive(error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'package_inactive') return false;
  void revalidateSession();
  return true;
}

/**
 * The app's TanStack Query client (docs/product.md §9.4): data is fresh for 5 minutes, no refetch on
 * window focus, mount or reconnect, failed queries are retried 3 times (not when the server
 * answered 4xx: that answer will not change), and one error path: a toast, or only a console
 * line for queries marked silent.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (handlePackageInactive(error)) return;
        if (query.meta?.silent) {
          console.error(`Query ${JSON.stringify(query.queryKey)} failed`, error);
          return;
        }
        notify.error(errorMessage(error, 'errors.fetchFailed'));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (handlePackageInactive(error) || mutation.meta?.silent) return;
        notify.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) => failureCount < 3 && !isClientError(error),
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Reads everything again in the new language when the reader switches it: the server answers labels in
 * the reader's language (grades, scale labels, categories: docs/product.md §3.3), so what was read before
 * is stale. Returns the unsubscribe.
 */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  const refresh = () => void client.invalidateQueries();
  i18n.on('languageChanged', refresh);
  return () => i18n.off('languageChanged', refresh);
}
