import { performance } from 'node:perf_hooks';

export interface Timing {
  p50: number;
  p95: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The median and 95th percentile of `runs` timed runs of the work, after `warmups` untimed ones. */
export async function timed(runs: number, work: () => Promise<unknown>, warmups = 0): Promise<Timing> {
  for (let run = 0; run < warmups; run += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const begun = performance.now();
    await work();
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
