/**
 * The embedded database's thread (ADR 38): owns PGlite and speaks the PostgreSQL wire protocol with the
 * main thread, one MessagePort per `pg` connection (db/pglite-thread.ts is the other side). While PGlite
 * runs a statement, which blocks the thread it runs on, the main thread goes on serving requests.
 *
 * PGlite is one backend. A connection holds it from its first pending message until a point where another
 * may take over: a Sync, a simple Query or the start-up message answered (each ends with ReadyForQuery),
 * and no transaction block open. Meanwhile the other connections' messages wait. That keeps each
 * transaction, and each extended-protocol group (Parse, Bind, Describe, Execute, Sync), whole.
 *
 * Runs as it is written: Node strips its types (no TypeScript-only syntax here), or the build compiles it
 * to dist/pglite-worker.js.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

interface Pending {
  bytes: Uint8Array;
  startup: boolean;
}
interface Connection {
  id: number;
  port: MessagePort;
  buffer: Uint8Array;
  inbox: Pending[];
  started: boolean;
  closed: boolean;
  /** It has sent something since it last gave the backend up (a group or a transaction to end if it leaves). */
  dirty: boolean;
}
interface Control {
  id: number;
  op: 'dump' | 'close';
}

const { dir, image, held: heldBuffer } = workerData as { dir: string | null; image: Blob | null; held: SharedArrayBuffer };
/**
 * Read by the health check without asking the thread: [0] is 1 while a connection holds the backend (a statement under
 * way, or a transaction open between its statements, during which the other connections wait), else 0.
 */
const held = new Int32Array(heldBuffer);
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const SSL_REQUEST = 80877103;

// Rows go out as protocol bytes, parsed by the main thread's pg driver (ADR 27's parsers apply there).
const db = dir ? await PGlite.create(dir) : await PGlite.create(image ? { loadDataDir: image } : {});

const connections = new Map<number, Connection>();
const controls: Control[] = [];
let nextId = 1;
/** The connection that holds the backend (set with `hold`). */
let owner: Connection | null = null;
function hold(connection: Connection | null) {
  owner = connection;
  Atomics.store(held, 0, connection ? 1 : 0);
}
let running = false;
let closing = false;

parentPort!.on('message', (message: { type: 'connect'; port: MessagePort } | ({ type: 'control' } & Control)) => {
  if (message.type === 'connect') attach(message.port);
  else {
    controls.push({ id: message.id, op: message.op });
    schedule();
  }
});

function attach(port: MessagePort) {
  if (closing) {
    port.close();
    return;
  }
  const connection: Connection = { id: nextId++, port, buffer: new Uint8Array(0), inbox: [], started: false, closed: false, dirty: false };
  connections.set(connection.id, connection);
  port.on('message', (data: Uint8Array) => {
    receive(connection, data);
    schedule();
  });
  port.on('close', () => {
    connection.closed = true;
    connection.inbox.length = 0;
    schedule();
  });
}

/** Splits a connection's byte stream into whole protocol messages (the start-up and SSL request have no type byte). */
function receive(connection: Connection, data: Uint8Array) {
  const chunk = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const buffer = connection.buffer.length ? concat([connection.buffer, chunk]) : chunk;
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let offset = 0;
  for (;;) {
    const rest = buffer.length - offset;
    if (!connection.started) {
      if (rest < 8) break;
      const length = view.getInt32(offset);
      if (rest < length) break;
      if (view.getInt32(offset + 4) === SSL_REQUEST) {
        connection.port.postMessage(new Uint8Array([0x4e])); // 'N': no TLS on a port
      } else {
        connection.started = true;
        connection.inbox.push({ bytes: buffer.slice(offset, offset + length), startup: true });
      }
      offset += length;
      continue;
    }
    if (rest < 5) break;
    const length = 1 + view.getInt32(offset + 1);
    if (rest < length) break;
    connection.inbox.push({ bytes: buffer.slice(offset, offset + length), startup: false });
    offset += length;
  }
  connection.buffer = offset === buffer.length ? new Uint8Array(0) : buffer.slice(offset);
}

function schedule() {
  if (!running) void run();
}

async function run() {
  running = true;
  try {
    for (;;) {
      if (owner?.closed) {
        await release(owner);
        continue;
      }
      if (owner) {
        if (!owner.inbox.length) break; // the owner's next message comes later; the others wait
        await serve(owner);
        continue;
      }
      for (const connection of connections.values()) if (connection.closed) await release(connection);
      const control = controls.shift();
      if (control) {
        await runControl(control);
        continue;
      }
      hold([...connections.values()].find((c) => c.inbox.length > 0) ?? null);
      if (!owner) break;
    }
  } finally {
    running = false;
  }
}

/** Runs the owner's pending messages and sends the answers; gives the backend up at a point where another may take over. */
async function serve(connection: Connection) {
  const out: Uint8Array[] = [];
  let handover = false;
  while (connection.inbox.length) {
    const { bytes, startup } = connection.inbox.shift()!;
    if (bytes[0] === 0x58) {
      // Terminate
      connection.port.close();
      connection.closed = true;
      break;
    }
    connection.dirty = true;
    try {
      await db.runExclusive(() => db.execProtocolRawStream(bytes, { onRawData: (answer: Uint8Array) => out.push(answer.slice()) }));
    } catch (error) {
      // PGlite itself failed (an SQL error comes back as ErrorResponse bytes instead): this connection ends.
      console.error('The embedded database failed a statement:', (error as Error).message);
      connection.port.close();
      connection.closed = true;
      break;
    }
    handover = startup || bytes[0] === 0x53 || bytes[0] === 0x51; // the start-up, Sync, Query
  }
  if (out.length && !connection.closed) {
    const answer = out.length === 1 ? out[0]! : concat(out);
    connection.port.postMessage(answer, [answer.buffer as ArrayBuffer]);
  }
  if (connection.closed) return; // released at the top of the loop
  if (handover && !db.isInTransaction()) {
    connection.dirty = false;
    hold(null);
    // To the back of the line: the connections take turns.
    connections.delete(connection.id);
    connections.set(connection.id, connection);
  }
}

/** A connection gone: its half-sent group is ended and its open transaction rolled back. */
async function release(connection: Connection) {
  connections.delete(connection.id);
  if (connection.dirty) {
    try {
      await db.runExclusive(() => db.execProtocolRawStream(SYNC, { onRawData: () => {} }));
      if (db.isInTransaction()) await db.exec('rollback');
    } catch (error) {
      console.error('The embedded database could not end a lost connection:', (error as Error).message);
    }
  }
  if (owner === connection) hold(null);
}

async function runControl(control: Control) {
  try {
    if (control.op === 'dump') {
      const image = await db.dumpDataDir('none');
      parentPort!.postMessage({ type: 'control', id: control.id, result: image });
      return;
    }
    closing = true;
    for (const connection of connections.values()) connection.port.close();
    connections.clear();
    await db.close();
    parentPort!.postMessage({ type: 'control', id: control.id, result: true });
    parentPort!.close();
  } catch (error) {
    parentPort!.postMessage({ type: 'control', id: control.id, error: (error as Error).message });
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

parentPort!.postMessage({ type: 'ready' });
