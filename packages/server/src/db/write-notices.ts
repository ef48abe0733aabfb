import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * Writes told to every process of the deployment (ADR 43). A process that changed a company's data says so on
 * PostgreSQL's `performa_writes` channel (NOTIFY, through its pool), and every process listens on a connection of its
 * own and drops that company's kept answers (lib/read-cache.ts) as soon as the notice arrives: a card or panel page
 * kept in one process is not served after a calibration made through another. While the listening connection is down
 * (a restart of PostgreSQL, say), notices are missed: once it is back, everything kept is dropped, and meanwhile the
 * cache's time limit bounds how stale an answer may be.
 *
 * The listening connection is a session of its own: through a pooler in transaction mode it must go straight to
 * PostgreSQL (DATABASE_LISTEN_URL, docs/deployment.md). The embedded database has one process, which hears itself.
 */
export interface WriteNotices {
  /**
   * Tells the other processes that `companyId`'s data changed (`persons`: only those people's results, ADR 46; `writer`:
   * the account that wrote, whose kept answers go at once, ADR 48). Never fails: a notice that cannot be sent is logged.
   */
  announce(companyId: number, persons?: readonly number[], writer?: number): Promise<void>;
  /**
   * The same notice as an expression for the write's own statement to select (ADR 47): PostgreSQL sends it when that
   * statement's transaction commits, and not at all when it rolls back, without a round trip of its own. Null: there is
   * no other process to tell.
   */
  selected(companyId: number, persons?: readonly number[], writer?: number): SQL | null;
  close(): Promise<void>;
}

export const CHANNEL = 'performa_writes';
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;
/** How long connecting may take before it counts as lost (a start does not wait longer for it). */
const CONNECT_TIMEOUT_MS = 10_000;

interface Listener {
  /** A company's data changed in another process (`persons`: only those people's results; `writer`: by that account). */
  onWrite(companyId: number, persons?: readonly number[], writer?: number): void;
  /** Notices may have been missed (the connection was lost, or is new): anything kept may be stale. */
  onGap(): void;
}

interface Log {
  warn(details: object, message: string): void;
}

/** Ends a listening connection without hearing from it again (its late errors and end included). */
function dispose(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => {});
  return client.end().catch(() => {});
}

/** Listens on `url` (a session of its own) and announces through `db`. Resolves once listening, or once the first try failed (it tries again). */
export async function listenForWrites(options: { url: string; db: Db; log: Log } & Listener): Promise<WriteNotices> {
  // Each process's own notices come back to it: they are known by this mark and skipped (it dropped its answers when it wrote).
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = (gone: pg.Client, error?: Error) => {
    if (client === gone) client = null;
    void dispose(gone);
    if (closed || retry) return;
    options.log.warn({ err: error?.message }, 'the listening connection for writes of other processes was lost; connecting again');
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    // TCP keep-alive: a connection dropped on the way (a firewall, a NAT timing out an idle session) ends instead of
    // listening to nothing.
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    next.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return;
      const { from, companyId, persons, writer } = parseNotice(payload);
      if (from !== self && Number.isSafeInteger(companyId)) options.onWrite(companyId, persons, writer);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (closed) return void dispose(next);
    client = next;
    options.onGap();
  };

  await connect();
  const selected = (companyId: number, persons?: readonly number[], writer?: number) =>
    sql`pg_notify(${CHANNEL}, ${noticeOf(self, companyId, persons, writer)})`;
  return {
    selected,
    async announce(companyId, persons, writer) {
      try {
        await options.db.execute(sql`select ${selected(companyId, persons, writer)}`);
      } catch (error) {
        options.log.warn({ err: (error as Error).message, companyId }, 'a write could not be announced to the other processes');
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      if (open) await dispose(open);
    },
  };
}

/**
 * The most persons a notice names: PostgreSQL refuses a payload of 8,000 bytes or more (400 ids of 15 digits take
 * 6,400), and a goal shared by a whole company can reach thousands. A longer list is sent as a write of everything,
 * which is always safe.
 */
export const NOTICE_PERSONS = 400;

/**
 * A notice's payload: `<process>:<company>`, or `<process>:<company>:<person>,<person>…:<account>` for a write narrowed
 * to persons by an account (the account part is left out when unknown).
 */
export const noticeOf = (from: string, companyId: number, persons?: readonly number[], writer?: number) =>
  persons === undefined || persons.length > NOTICE_PERSONS
    ? `${from}:${companyId}`
    : `${from}:${companyId}:${persons.join(',')}${writer === undefined ? '' : `:${writer}`}`;

const ID = /^\d{1,15}$/;

/**
 * Reads a payload of `noticeOf`; persons that are not whole numbers make the notice a wide one (everything dropped),
 * and a writer that is not one is unknown (what the write made stale is dropped for everyone at once).
 */
export function parseNotice(payload: string): { from: string; companyId: number; persons?: number[]; writer?: number } {
  const [from = '', company, people, account] = payload.split(':');
  const companyId = Number(company);
  if (people === undefined) return { from, companyId };
  const writer = account !== undefined && ID.test(account) ? { writer: Number(account) } : {};
  // A write that changed no one's results (a draft, ADR 47).
  if (people === '') return { from, companyId, persons: [], ...writer };
  const persons = people.split(',');
  return persons.every((p) => ID.test(p)) ? { from, companyId, persons: persons.map(Number), ...writer } : { from, companyId };
}

/** Nothing to tell or hear: one process on the embedded database, or nothing kept (READ_CACHE_SECONDS=0). */
export const SILENT_NOTICES: WriteNotices = { announce: async () => {}, selected: () => null, close: async () => {} };
