// The paced loads of the screening day (bench/run.ts `mix`): each client sends at its own phase of the
// period, as 300 children on their own tablets do, instead of autocannon's `overallRate`, which gives
// every connection its own one-second budget refilled by a timer that all connections start together:
// its 150 "paced" saves a second arrived as one burst of 150 in the same millisecond, and the bare route
// itself answered that burst with p99 59-184 ms (issue 33: the paced day's tail was the burst's queue).
// One request in flight per client (a tablet waits for its answer); a client whose answer came after
// its next turn sends at once. Latency is from sending to the answer's last byte. Each client connects
// from its own loopback address, as each tablet has its own: the server takes at most
// MAX_CONNECTIONS_PER_ADDRESS (256) from one address, and 306 clients from 127.0.0.1 had 50 refused.
import http from 'node:http';

export interface PacedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What autocannon's result gives `mix` (the fields it reads). */
export interface PacedResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * `connections` clients send `rate` requests a second together for `seconds`, client i at phase
 * i/connections of the period; client i cycles through `requests(i)`.
 */
export async function pacedLoad(
  port: number,
  connections: number,
  rate: number,
  seconds: number,
  requests: (client: number) => PacedRequest[],
): Promise<PacedResult> {
  const periodMs = (1000 * connections) / rate;
  const start = performance.now() + 50;
  const end = start + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  const client = async (i: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const list = requests(i);
    let next = start + (i * periodMs) / connections;
    for (let k = 0; next < end; k++, next += periodMs) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const r = list[k % list.length]!;
      const t0 = performance.now();
      try {
        const status = await send(agent, port, r, alamat(i));
        latencies.push(performance.now() - t0);
        if (status < 200 || status >= 300) non2xx++;
      } catch (error) {
        if ((error as Error).message === 'timeout') timeouts++;
        else errors++;
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => client(i)));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!) : 0;
  return {
    requests: { average: latencies.length / seconds, total: latencies.length },
    latency: { p50: at(0.5), p99: at(0.99) },
    errors,
    timeouts,
    non2xx,
  };
}

/** Client i's own loopback address (127.0.0.0/8 is all the local host's). */
const alamat = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`;

function send(agent: http.Agent, port: number, r: PacedRequest, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, localAddress, method: r.method, path: r.path, headers: r.headers, agent, timeout: 5000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(r.body);
  });
}
