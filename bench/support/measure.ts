import { performance } from 'node:perf_hooks';

/** Median and 95th percentile of `calls` sequential runs, in milliseconds. */
export async function latency(calls: number, run: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** Median and 95th percentile of measured times (nearest rank). */
export function percentiles(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  return { p50: at(50), p95: at(95) };
}

/** Completed runs per second with `workers` concurrent loops for `durationMs`. */
export async function throughput(workers: number, durationMs: number, run: () => Promise<void>) {
  const end = performance.now() + durationMs;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        await run();
        done++;
      }
    }),
  );
  return done / (durationMs / 1000);
}

/** This process's CPU time (user + system) per run of `calls` sequential runs, in milliseconds. */
export async function cpuPerCall(calls: number, run: () => Promise<void>) {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / calls;
}
