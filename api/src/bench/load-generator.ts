import { Pool } from 'undici';

/*
 * The search benchmark's HTTP client, run as a child process so that sending requests and
 * reading answers does not share the API's event loop (a merchant's browser is not in the API
 * process either). It speaks through undici's pool of keep-alive connections rather than
 * `fetch`, whose streams cost the shared two cores about three times as much CPU per request.
 * The parent sends one `LoadRequest` per phase over IPC and gets its `LoadResult` back.
 */

export interface LoadRequest {
  urls: string[];
  headers: Record<string, string>;
  concurrency: number;
}

export interface LoadResult {
  /** Milliseconds per request, in completion order. */
  latencies: number[];
  wallMs: number;
  /** Answers other than 200. */
  failures: number;
  /** CPU this client spent (ms). */
  cpuMs: number;
}

async function run({ urls, headers, concurrency }: LoadRequest): Promise<LoadResult> {
  const origin = new URL(urls[0] ?? 'http://127.0.0.1').origin;
  const pool = new Pool(origin, { connections: concurrency });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = new URL(urls[next++]!);
        const t0 = performance.now();
        const response = await pool.request({
          method: 'GET',
          path: url.pathname + url.search,
          headers,
        });
        await response.body.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.statusCode !== 200) failures += 1;
      }
    }),
  );
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  await pool.close();
  return { latencies, wallMs, failures, cpuMs: (cpu.user + cpu.system) / 1000 };
}

process.on('message', (request: LoadRequest) => {
  run(request).then(
    (result) => process.send?.(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
