/**
 * A cache of computed reads (the dashboards and reports, ADR 33): an answer is kept for `ttlMs` and only
 * while its owner's version is the one it was computed under. Any write of the owner (a company) bumps
 * its version, so that this process never serves an answer older than its own writes; the time limit
 * bounds how stale an answer may be when the write happened in another process or host. A read asked
 * again while it is being computed waits for that computation (one computation per key at a time). At most
 * `maxEntries` answers are kept, the least recently used dropped first. `ttlMs` 0: nothing is kept.
 */
export interface ReadCache {
  /** The answer of `key` for `owner`: kept if fresh, else computed (once, however many ask meanwhile). */
  read<T>(owner: number, key: string, compute: () => Promise<T>): Promise<T>;
  /** A write of `owner`: every answer kept for it is stale from now on. */
  bump(owner: number): void;
  /** Writes of anyone may have been missed (ADR 43: the notices of other processes were not heard): nothing kept is served again. */
  bumpAll(): void;
  /** How many answers are kept (for tests). */
  size(): number;
}

interface Entry {
  owner: number;
  version: number;
  expires: number;
  value: Promise<unknown>;
}

export function createReadCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): ReadCache {
  const now = options.now ?? (() => Date.now());
  const versions = new Map<number, number>();
  const entries = new Map<string, Entry>();
  const versionOf = (owner: number) => versions.get(owner) ?? 0;
  return {
    read<T>(owner: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const full = `${owner}\u0000${key}`;
      const kept = entries.get(full);
      const version = versionOf(owner);
      if (kept && kept.version === version && kept.expires > now()) {
        // Most recently used last: the first entry is the one to drop.
        entries.delete(full);
        entries.set(full, kept);
        return kept.value as Promise<T>;
      }
      const value = compute();
      const entry: Entry = { owner, version, expires: now() + options.ttlMs, value };
      entries.delete(full);
      entries.set(full, entry);
      // A failed read is not kept: the next one tries again.
      value.catch(() => {
        if (entries.get(full) === entry) entries.delete(full);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    bump(owner: number) {
      versions.set(owner, versionOf(owner) + 1);
      for (const [key, entry] of entries) if (entry.owner === owner) entries.delete(key);
    },
    bumpAll() {
      // A computation under way goes too: its readers get it, later ones compute anew.
      entries.clear();
    },
    size: () => entries.size,
  };
}
