/**
 * Issue 25's targets, by the name of the figure a bench reports: a ratio against the bench's own
 * baseline in the same run (×), or an absolute figure in its unit. `npm run bench` prints each
 * figure with its target and whether the run met it.
 */
export const TARGETS: Record<string, Target> = {
  'current-user throughput, gateway / baseline': { atLeast: 0.3 },
  'current-user p50 latency, gateway / baseline': { atMost: 5 },
  'week query p50 latency (one at a time), gateway / baseline': { atMost: 5 },
  'comparison p50 latency, 1 client (ms)': { atMost: 5 },
  'group presence p95 latency, presence / baseline': { atMost: 10 },
  'webhook events/s, billing / baseline': { atLeast: 0.5 },
  'idle RSS (MiB)': { atMost: 120 },
};

export interface Target {
  atLeast?: number;
  atMost?: number;
}

/** "  target ≤ 5  met" (or MISSED) for a figure and its target; empty without a target. */
export function meetsTarget(value: number, target: Target | undefined): string {
  if (!target) return '';
  const met = (target.atLeast === undefined || value >= target.atLeast) && (target.atMost === undefined || value <= target.atMost);
  const wanted = target.atLeast !== undefined ? `≥ ${target.atLeast}` : `≤ ${target.atMost}`;
  return `  target ${wanted}  ${met ? 'met' : 'MISSED'}`;
}

/** The verdict of a figure named in TARGETS. */
export const verdict = (name: string, value: number): string => meetsTarget(value, TARGETS[name]);
