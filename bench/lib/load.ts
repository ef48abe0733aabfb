import http from 'node:http';
import { percentile } from './server.ts';

/**
 * Keep-alive connections for the load's requests, as many as the clients ask for at once. node:http costs the
 * benchmark's process far less CPU per request than fetch (whose streams cost about as much as a light request
 * costs the server): on this 2-core machine the load generator shares the cores with the server and PostgreSQL,
 * so what it spends is taken from what is measured.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One request over the kept connections: its status and body as text. */
export function send(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; ok: boolean; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ status, ok: status >= 200 && status < 300, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** An access token of a generated company's account. */
export async function signInToken(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

/**
 * Calls the given paths round-robin from `clients` concurrent clients for `seconds` and reports the
 * latency percentiles and throughput. With a list of headers, client k sends the k-th (modulo): several
 * people at once.
 */
export async function measureLatency(
  baseUrl: string,
  headers: Record<string, string> | ReadonlyArray<Record<string, string>>,
  paths: readonly string[],
  clients: number,
  seconds = 10,
) {
  const as = Array.isArray(headers) ? headers : [headers];
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const path = paths[i++ % paths.length]!;
        const start = performance.now();
        const res = await send(baseUrl, 'GET', path, as[client % as.length]!);
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), perSecond: latencies.length / seconds };
}

export const formatLatency = (r: Awaited<ReturnType<typeof measureLatency>>) =>
  `${r.requests} requests: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.perSecond.toFixed(0)} req/s`;
