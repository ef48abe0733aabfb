/**
 * A cache of computed reads (the dashboards and reports, ADR 33): an answer is kept for `ttlMs`, and a write of its
 * owner (a company) drops it, so that this process never serves an answer older than the writes it has made or heard
 * of; the time limit bounds how stale an answer may be when a write's notice was missed (ADR 43). A read asked again
 * while it is being computed waits for that computation (one computation per key at a time). At most `maxEntries`
 * answers are kept, the least recently used dropped first. `ttlMs` 0: nothing is kept.
 *
 * A form saved (a write narrowed to persons, ADR 46) changes the company's figures a little, many times a second while
 * a round is filled in: the answers it makes stale are dropped at once for the account that wrote (its own reads show
 * its write); everyone else is served them for `graceMs` more, then while one computation anew runs in the background,
 * and waits for that computation only once the write is twice `graceMs` old (ADR 48). A panel page or a card is then
 * computed again about once per `graceMs` however fast forms are saved, and its readers seldom wait for it. A wide
 * write (a calibration, a setting) drops at once.
 */
export interface ReadCache {
  /**
   * The answer of `key` for `owner`, read by `account`: kept if fresh, else computed (once, however many ask
   * meanwhile). `person`: the answer shows that one person's results (a performance card), and outlives writes that
   * change only others' (ADR 46).
   */
  read<T>(owner: number, account: number, key: string, compute: () => Promise<T>, person?: number): Promise<T>;
  /**
   * A write of `owner` by `writer` (an account; undefined when unknown): every answer kept for it is stale from now on.
   * With `persons`, the write changed the results of those people only (a form saved, ADR 46): the answers of other
   * people's results stay, and the stale ones are served to accounts other than the writer a little longer (ADR 48).
   */
  bump(owner: number, persons?: readonly number[], writer?: number): void;
  /** Writes of anyone may have been missed (ADR 43: the notices of other processes were not heard): nothing kept is served again. */
  bumpAll(): void;
  /** How many answers are kept (for tests). */
  size(): number;
}

interface Entry {
  owner: number;
  account: number;
  person: number | undefined;
  expires: number;
  /**
   * When a narrow write of another account made it stale (ADR 48): it is served as it is for `graceMs`; then, while it is
   * computed anew in the background, until twice `graceMs`; after that its readers wait for the new answer.
   */
  staleSince: number | undefined;
  /** Past the grace, its computation anew, under way: the entry is served as it is until that is done. */
  refresh: Promise<unknown> | undefined;
  /** When a narrow write of another account came after the refresh began: the refreshed answer is stale from then. */
  staleAgain: number | undefined;
  value: Promise<unknown>;
}

export function createReadCache(options: {
  ttlMs: number;
  maxEntries: number;
  graceMs?: number;
  now?: () => number;
  /** A computation anew in the background failed (no reader waits for it to hear of it). */
  onRefreshError?: (error: unknown) => void;
}): ReadCache {
  const now = options.now ?? (() => Date.now());
  const graceMs = options.graceMs ?? 0;
  const entries = new Map<string, Entry>();
  const entryOf = (owner: number, account: number, person: number | undefined, at: number, value: Promise<unknown>): Entry => ({
    owner,
    account,
    person,
    expires: at + options.ttlMs,
    staleSince: undefined,
    refresh: undefined,
    staleAgain: undefined,
    value,
  });
  /** Keeps `entry` under `full` as the most recently used, dropping the least recently used beyond the bound. */
  const keep = (full: string, entry: Entry) => {
    entries.delete(full);
    entries.set(full, entry);
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  };
  /**
   * Past the grace, one computation anew (however many ask meanwhile) replaces the entry once it is done, if nothing
   * dropped the entry meanwhile; until then the entry is served as it is. A failure drops it (the next reader computes).
   */
  const refresh = (full: string, stale: Entry, compute: () => Promise<unknown>) => {
    const value = compute();
    stale.refresh = value;
    value.then(
      () => {
        if (entries.get(full) !== stale) return;
        const fresh = entryOf(stale.owner, stale.account, stale.person, now(), value);
        fresh.staleSince = stale.staleAgain;
        keep(full, fresh);
      },
      (error: unknown) => {
        if (entries.get(full) === stale) entries.delete(full);
        options.onRefreshError?.(error);
      },
    );
  };
  return {
    read<T>(owner: number, account: number, key: string, compute: () => Promise<T>, person?: number): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const full = `${owner}\u0000${account}\u0000${key}`;
      const kept = entries.get(full);
      const at = now();
      if (kept && kept.expires > at) {
        const age = kept.staleSince === undefined ? undefined : at - kept.staleSince;
        if (age !== undefined && age >= graceMs) {
          // Past the grace, computed anew in the background; past twice the grace, the reader waits for that.
          if (!kept.refresh) refresh(full, kept, compute);
          if (age >= 2 * graceMs) return kept.refresh as Promise<T>;
        }
        keep(full, kept);
        return kept.value as Promise<T>;
      }
      const value = compute();
      const entry = entryOf(owner, account, person, at, value);
      keep(full, entry);
      // A failed read is not kept: the next one tries again.
      value.catch(() => {
        if (entries.get(full) === entry) entries.delete(full);
      });
      return value;
    },
    bump(owner: number, persons?: readonly number[], writer?: number) {
      const at = now();
      for (const [key, entry] of entries) {
        if (entry.owner !== owner) continue;
        if (persons !== undefined && entry.person !== undefined && !persons.includes(entry.person)) continue;
        // A computation under way goes too: its readers get it, later ones compute anew (or, within the grace, share it).
        if (persons === undefined || writer === undefined || entry.account === writer || graceMs <= 0) entries.delete(key);
        else if (entry.refresh) entry.staleAgain ??= at;
        else entry.staleSince ??= at;
      }
    },
    bumpAll() {
      entries.clear();
    },
    size: () => entries.size,
  };
}
