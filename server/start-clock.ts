/** Where a start spends its time, phase by phase; logged once the server listens (`npm run bench:start` reads it). */
export interface StartClock {
  /** Closes the phase running since the previous lap (or since the process began) under this name. */
  lap(phase: string): void;
  /**
   * The phases in order with their milliseconds, the total since the process began, and the CPU time
   * used meanwhile (all threads: on a busy machine it moves less than the clock does).
   */
  phases(): { phases: Record<string, number>; totalMs: number; cpuMs: number };
}

const rounded = (ms: number) => Math.round(ms);

export function startClock(): StartClock {
  // performance.now() counts from the process's own start, so the first lap includes loading the modules.
  let last = 0;
  const phases: Record<string, number> = {};
  return {
    lap(phase) {
      const now = performance.now();
      phases[phase] = rounded((phases[phase] ?? 0) + now - last);
      last = now;
    },
    phases: () => {
      const cpu = process.cpuUsage();
      return { phases: { ...phases }, totalMs: rounded(performance.now()), cpuMs: rounded((cpu.user + cpu.system) / 1000) };
    },
  };
}

/** For callers that do not time their start (tests, scripts). */
export const UNTIMED: StartClock = { lap: () => {}, phases: () => ({ phases: {}, totalMs: 0, cpuMs: 0 }) };
