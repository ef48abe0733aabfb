/**
 * A cache of computed reads (the dashboards and reports, ADR 33): an answer is kept for `ttlMs` and only
 * while its owner's version is the one it was computed under. Any write of the owner (a company) bumps
 * its version, so that this process never serves an answer older than its own writes; the time limit
 * bounds how stale an answer may be when the write happened in another process or host. A read asked
 * again while it is being computed waits for that computation (one computation per key at a time). At most
 * `maxEntries` answers are kept, the least recently used dropped first. `ttlMs` 0: nothing is kept.
 */
export interface ReadCache {
  /**
   * The answer of `key` for `owner`: kept if fresh, else computed (once, however many ask meanwhile). `person`: the
   * answer shows that one person's results (a performance card), and outlives writes that change only others' (ADR 46).
   */
  read<T>(owner: number, key: string, compute: () => Promise<T>, person?: number): Promise<T>;
  /**
   * A write of `owner`: every answer kept for it is stale from now on. With `persons`, the write changed the results of
   * those people only (a form saved, ADR 46): the answers of other people's results stay; every other answer goes.
   */
  bump(owner: number, persons?: readonly number[]): void;
  /** Writes of anyone may have been missed (ADR 43: the notices of other processes were not heard): nothing kept is served again. */
  bumpAll(): void;
  /** How many answers are kept (for tests). */
  size(): number;
}

interface Entry {
  owner: number;
  person: number | undefined;
  /** The versions it was computed under: the owner's (every write), or, of a person's answer, the owner's wide writes and the person's. */
  version: string;
  expires: number;
  value: Promise<unknown>;
}

/** An owner's versions: `all` counts every write, `wide` the writes not narrowed to persons, `persons` each person's narrow writes. */
interface Versions {
  all: number;
  wide: number;
  persons: Map<number, number>;
}

export function createReadCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): ReadCache {
  const now = options.now ?? (() => Date.now());
  const versions = new Map<number, Versions>();
  const entries = new Map<string, Entry>();
  const versionsOf = (owner: number) => {
    let kept = versions.get(owner);
    if (!kept) versions.set(owner, (kept = { all: 0, wide: 0, persons: new Map() }));
    return kept;
  };
  const versionOf = (owner: number, person: number | undefined) => {
    const v = versions.get(owner);
    return person === undefined ? String(v?.all ?? 0) : `${v?.wide ?? 0}/${v?.persons.get(person) ?? 0}`;
  };
  return {
    read<T>(owner: number, key: string, compute: () => Promise<T>, person?: number): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const full = `${owner}\u0000${key}`;
      const kept = entries.get(full);
      const version = versionOf(owner, person);
      if (kept && kept.version === version && kept.expires > now()) {
        // Most recently used last: the first entry is the one to drop.
        entries.delete(full);
        entries.set(full, kept);
        return kept.value as Promise<T>;
      }
      const value = compute();
      const entry: Entry = { owner, person, version, expires: now() + options.ttlMs, value };
      entries.delete(full);
      entries.set(full, entry);
      // A failed read is not kept: the next one tries again.
      value.catch(() => {
        if (entries.get(full) === entry) entries.delete(full);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    bump(owner: number, persons?: readonly number[]) {
      const v = versionsOf(owner);
      v.all += 1;
      if (persons === undefined) {
        // Every person's answer is stale now: their own counts start again.
        v.wide += 1;
        v.persons.clear();
      } else for (const person of persons) v.persons.set(person, (v.persons.get(person) ?? 0) + 1);
      for (const [key, entry] of entries) {
        if (entry.owner !== owner) continue;
        if (persons === undefined || entry.person === undefined || persons.includes(entry.person)) entries.delete(key);
      }
    },
    bumpAll() {
      // A computation under way goes too: its readers get it, later ones compute anew.
      entries.clear();
    },
    size: () => entries.size,
  };
}
