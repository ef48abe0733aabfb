/**
 * Throughput and latency of POST /api/token/ and GET /api/account/me/ under 50 concurrent clients,
 * against the real server (separate process, embedded PGlite, rate limit off).
 * Usage: npm run bench:auth [-- seconds-per-endpoint]
 */
import { randomBytes } from 'node:crypto';
import { freshDataDir, percentile, startServer } from './lib/server.ts';

const SECONDS = Number(process.argv[2] ?? 10);
const CLIENTS = 50;

const server = await startServer({ dataDir: freshDataDir(), port: 3990, env: { RATE_LIMIT_PER_MINUTE: '0' } });
try {
  const id = randomBytes(4).toString('hex');
  const credentials = { username: `bench_${id}`, password: 'bench-password-1' };
  const registered = await fetch(`${server.url}/api/account/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      email: `${id}@bench.test`,
      ...credentials,
      matchPassword: credentials.password,
      company: 'Bench Co',
      industry: 'IT',
    }),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const { access } = (await (
    await fetch(`${server.url}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
  ).json()) as { access: string };

  const load = async (name: string, request: () => Promise<Response>) => {
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const start = performance.now();
          const res = await request();
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - start);
          else errors++;
        }
      }),
    );
    console.log(
      `${name.padEnd(24)} ${(latencies.length / SECONDS).toFixed(0).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   errors ${errors}`,
    );
  };

  console.log(`${CLIENTS} concurrent clients, ${SECONDS} s per endpoint, embedded PGlite, argon2id t=2 m=19MiB p=1`);
  await load('POST /api/token/', () =>
    fetch(`${server.url}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) }),
  );
  await load('GET /api/account/me/', () => fetch(`${server.url}/api/account/me/`, { headers: { authorization: `Bearer ${access}` } }));
} finally {
  await server.stop();
}
