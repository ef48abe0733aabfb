/**
 * Counts failed sign-ins per account and per address in a sliding window, in memory
 * (one process serves the app). A key over its limit is refused until its oldest failure ages out.
 */
export interface LoginThrottle {
  /** Minutes to wait when either key is over its limit, else 0. */
  blockedFor(username: string, address: string): number;
  recordFailure(username: string, address: string): void;
  recordSuccess(username: string): void;
}

export function createLoginThrottle(limits: { perAccount: number; perAddress: number; windowMinutes: number }): LoginThrottle {
  const windowMs = limits.windowMinutes * 60_000;
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const waitMinutes = (list: number[], limit: number, now: number) =>
    list.length >= limit ? Math.max(1, Math.ceil((list[list.length - limit]! + windowMs - now) / 60_000)) : 0;
  const accountKey = (u: string) => `u:${u.trim().toLowerCase()}`;
  const addressKey = (a: string) => `a:${a}`;

  return {
    blockedFor(username, address) {
      const now = Date.now();
      return Math.max(
        waitMinutes(recent(accountKey(username), now), limits.perAccount, now),
        waitMinutes(recent(addressKey(address), now), limits.perAddress, now),
      );
    },
    recordFailure(username, address) {
      const now = Date.now();
      for (const key of [accountKey(username), addressKey(address)]) failures.set(key, [...recent(key, now), now]);
      if (failures.size > 100_000) failures.clear(); // bound memory under a flood of distinct keys
    },
    recordSuccess(username) {
      failures.delete(accountKey(username));
    },
  };
}
