import { percentile } from './server.ts';

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
        const res = await fetch(`${baseUrl}${path}`, { headers: as[client % as.length] });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), perSecond: latencies.length / seconds };
}

export const formatLatency = (r: Awaited<ReturnType<typeof measureLatency>>) =>
  `${r.requests} requests: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.perSecond.toFixed(0)} req/s`;
