import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { changeLanguage } from './i18n.ts';
import { createQueryClient, refetchOnLanguageChange } from './query-client.ts';
import * as toast from './toast.ts';

describe('query client', () => {
  it('keeps data fresh for 5 minutes and never refetches on focus, mount or reconnect', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(5 * 60 * 1000);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchOnMount).toBe(false);
    expect(queries.refetchOnReconnect).toBe(false);
  });

  it('retries a failed query 3 times, but not an answer the server refused with 4xx', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;
    expect([0, 1, 2, 3].map((n) => retry(n, new ApiError(500)))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiError(0))).toBe(true);
    expect(retry(0, new ApiError(404))).toBe(false);
  });

  it('toasts a failed query, and only logs one marked silent', async () => {
    const notify = vi.spyOn(toast.notify, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const fail = () => Promise.reject(new ApiError(404, 'Not found any data', 'not_found'));

    await client.fetchQuery({ queryKey: ['loud'], queryFn: fail, retry: false }).catch(() => {});
    expect(notify).toHaveBeenCalledWith('Not found any data');

    notify.mockClear();
    await client.fetchQuery({ queryKey: ['quiet'], queryFn: fail, retry: false, meta: { silent: true } }).catch(() => {});
    expect(notify).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('reads every query again in the new language when the reader switches it', async () => {
    const client = createQueryClient();
    const stop = refetchOnLanguageChange(client);
    let reads = 0;
    await client.fetchQuery({ queryKey: ['grades'], queryFn: () => ++reads });
    expect(client.getQueryState(['grades'])?.isInvalidated).toBe(false);
    await changeLanguage('ru');
    expect(client.getQueryState(['grades'])?.isInvalidated).toBe(true);
    stop();
    await changeLanguage('en');
  });
});
