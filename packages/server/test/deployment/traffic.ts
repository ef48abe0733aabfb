import http from 'node:http';

/**
 * Traffic for the deployment tests: plain node:http requests (no retry of any kind), so that a
 * connection lost by a server process shows as an error. Every answer counts as an answer, whatever its
 * status; `failures` are the requests that got no answer (a reset or refused connection) or a 502/503/504.
 */
export interface Traffic {
  answered: number;
  failures: Record<string, number>;
}

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent | false } = {},
): Promise<{ status: number; body: string; raw: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: raw.toString('utf8'), raw, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * `clients` loops, each sending `next(i)`'s request (i: the loop's count) on kept-alive connections
 * until `until` resolves; answers what came back.
 */
export async function keepAliveTraffic(
  baseUrl: string,
  clients: number,
  next: (client: number, i: number) => { path: string; method?: string; headers?: Record<string, string>; body?: string },
  until: Promise<unknown>,
): Promise<Traffic> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const traffic: Traffic = { answered: 0, failures: {} };
  const fail = (what: string) => (traffic.failures[what] = (traffic.failures[what] ?? 0) + 1);
  let done = false;
  void until.then(() => (done = true));
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; !done; i += 1) {
        const call = next(client, i);
        try {
          const res = await request(`${baseUrl}${call.path}`, { ...call, agent });
          if (res.status === 502 || res.status === 503 || res.status === 504) fail(String(res.status));
          else traffic.answered += 1;
        } catch (error) {
          fail((error as NodeJS.ErrnoException).code ?? (error as Error).message);
        }
      }
    }),
  );
  agent.destroy();
  return traffic;
}
