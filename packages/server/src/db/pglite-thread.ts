import { once } from 'node:events';
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { PGLITE_WORKER } from '../paths.ts';

/**
 * The main thread's side of the embedded database's thread (ADR 38, db/pglite-worker.ts): the thread
 * started on a data folder or an image, and `stream()`, a connection to it that the `pg` driver uses
 * as its socket. So the app and the job queue reach PGlite with the same driver, pool and drizzle code
 * as a PostgreSQL server.
 */
export interface PgliteThread {
  /** A new connection to the thread, for pg's `stream` option. */
  stream(): Duplex;
  /** Read without asking the thread: true while a connection holds the backend: a statement under way, or a transaction open between two of its statements. */
  held(): boolean;
  /** False once the thread has exited (a crash of PGlite, or closed). */
  alive(): boolean;
  /** Settles when the thread ends without having been closed (PGlite crashed): the process cannot go on without it. */
  lost: Promise<void>;
  /** The data folder as an uncompressed tar image. */
  dumpImage(): Promise<Blob>;
  /** Closes PGlite (at a point where no connection holds it) and ends the thread. */
  close(): Promise<void>;
}

/** pg's socket: a MessagePort to the thread, one per connection. */
class PortStream extends Duplex {
  #port: MessagePort | null = null;
  #pending: Buffer[] = [];
  #flushQueued = false;
  readonly #worker: Worker;
  readonly #alive: () => boolean;

  constructor(worker: Worker, alive: () => boolean) {
    super();
    this.#worker = worker;
    this.#alive = alive;
  }

  connect() {
    if (!this.#alive()) {
      process.nextTick(() => this.destroy(new Error('the embedded database has stopped')));
      return this;
    }
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    port1.on('message', (data: Uint8Array) => this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
    port1.on('close', () => {
      this.push(null);
      if (!this.destroyed) this.destroy();
    });
    this.#worker.postMessage({ type: 'connect', port: port2 }, [port2]);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  // What pg asks of a socket besides reading and writing.
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  override _read() {}

  /** pg writes Parse, Bind, Describe, Execute and Sync one after the other in one turn: they go as one message. */
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.#pending.push(chunk);
    if (!this.#flushQueued) {
      this.#flushQueued = true;
      queueMicrotask(() => this.#flush());
    }
    done();
  }

  #flush() {
    this.#flushQueued = false;
    if (!this.#port || this.#pending.length === 0) return;
    const bytes = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending);
    this.#pending = [];
    this.#port.postMessage(bytes);
  }

  override _final(done: () => void) {
    this.#flush();
    this.#port?.close();
    done();
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void) {
    this.#port?.close();
    done(error);
  }
}

/** Starts the thread on a data folder (or in memory, from `image` when given) and waits until PGlite is open. */
export async function startPgliteThread(options: { dir: string | null; image?: Blob }): Promise<PgliteThread> {
  const heldBuffer = new SharedArrayBuffer(4);
  const held = new Int32Array(heldBuffer);
  const worker = new Worker(PGLITE_WORKER, { workerData: { dir: options.dir, image: options.image ?? null, held: heldBuffer } });
  let exited = false;
  let closing = false;
  const gone = once(worker, 'exit').then(() => {
    exited = true;
  });
  const lost = gone.then(() => (closing ? new Promise<void>(() => {}) : undefined));
  const [first] = (await Promise.race([once(worker, 'message'), once(worker, 'error').then(([error]) => Promise.reject(error as Error))])) as [
    { type: string },
  ];
  if (first.type !== 'ready') throw new Error(`the embedded database's thread said ${first.type}`);

  let nextControl = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  worker.on('message', (message: { type: string; id: number; result?: unknown; error?: string }) => {
    if (message.type !== 'control') return;
    const entry = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) entry?.reject(new Error(message.error));
    else entry?.resolve(message.result);
  });
  // A crash of the thread fails what waits on it; the pool's connections see their ports close.
  worker.on('error', (error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  });
  const control = (op: 'dump' | 'close') =>
    new Promise<unknown>((resolve, reject) => {
      if (exited) return reject(new Error('the embedded database has stopped'));
      nextControl += 1;
      waiting.set(nextControl, { resolve, reject });
      worker.postMessage({ type: 'control', id: nextControl, op });
    });
  const alive = () => !exited;

  return {
    stream: () => new PortStream(worker, alive),
    held: () => Atomics.load(held, 0) === 1,
    alive,
    dumpImage: async () => (await control('dump')) as Blob,
    lost,
    close: async () => {
      closing = true;
      if (!exited) await control('close').catch(() => {});
      await gone;
    },
  };
}
