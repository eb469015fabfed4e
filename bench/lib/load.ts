import { performance } from 'node:perf_hooks';

export interface LoadResult {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Closed-loop load: `concurrency` workers issue `requests` calls in total, each waiting for
 * its answer. Latency in milliseconds; errors are non-2xx answers or failed calls.
 */
export async function load(name: string, requests: number, concurrency: number, call: (i: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < requests; i = next++) {
        const t = performance.now();
        const ok = await call(i).catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, requests, seconds, perSecond: requests / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

export function printTable(rows: LoadResult[]) {
  console.log(`${'scenario'.padEnd(44)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(44)} ${r.perSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
}
