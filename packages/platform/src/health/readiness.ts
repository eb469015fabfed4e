import { metrics } from '@opentelemetry/api';
import type { HealthCheck, HealthDetail } from './health-check';

/** Below the probes' 2 s timeout (chart values), so a slow dependency is reported, not a failed probe. */
export const CHECK_TIMEOUT_MS = 1500;

export interface CheckResult {
  name: string;
  role: NonNullable<HealthCheck['role']>;
  status: 'up' | 'down';
  error?: string;
  detail?: HealthDetail;
}

export interface ReadinessReport {
  /** `degraded`: ready, but a dependency that does not decide readiness is down. */
  status: 'ok' | 'degraded' | 'unavailable';
  ready: boolean;
  checks: CheckResult[];
}

const upGauge = metrics
  .getMeter('platform')
  .createObservableGauge('health.check.up', { description: 'Whether each dependency answered at the last readiness check (1) or not (0), by check and role' });

/**
 * Runs the registered checks for /health/ready and decides readiness by their roles. A check still
 * running from an earlier probe is awaited rather than started again, so a dependency that hangs
 * (a broker that is down) costs one attempt at a time, not one per probe.
 */
export class Readiness {
  private readonly inflight = new Map<HealthCheck, Promise<void | HealthDetail>>();
  private readonly passedOnce = new Set<HealthCheck>();
  private readonly latest = new Map<string, CheckResult>();

  constructor(
    private readonly checks: () => readonly HealthCheck[],
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {
    upGauge.addCallback((result) => {
      for (const check of this.latest.values()) result.observe(check.status === 'up' ? 1 : 0, { check: check.name, role: check.role });
    });
  }

  async evaluate(): Promise<ReadinessReport> {
    const checks = await Promise.all(this.checks().map((check) => this.run(check)));
    const ready = this.checks().every((check, i) => checks[i].status === 'up' || this.counts(check) === false);
    const allUp = checks.every((c) => c.status === 'up');
    return { status: !ready ? 'unavailable' : allUp ? 'ok' : 'degraded', ready, checks };
  }

  /** Whether a check that is down keeps the pod out of its Service. */
  private counts(check: HealthCheck): boolean {
    const role = check.role ?? 'required';
    if (role === 'required') return true;
    if (role === 'startup') return !this.passedOnce.has(check);
    return false;
  }

  private async run(check: HealthCheck): Promise<CheckResult> {
    const role = check.role ?? 'required';
    let running = this.inflight.get(check);
    if (!running) {
      running = check.check().finally(() => this.inflight.delete(check));
      this.inflight.set(check, running);
    }
    let result: CheckResult;
    try {
      const detail = await withTimeout(running, this.timeoutMs);
      if (role === 'startup') this.passedOnce.add(check);
      result = { name: check.name, role, status: 'up', ...(detail ? { detail } : {}) };
    } catch (e) {
      const detail = (e as { detail?: HealthDetail }).detail;
      result = { name: check.name, role, status: 'down', error: (e as Error).message, ...(detail ? { detail } : {}) };
    }
    this.latest.set(check.name, result);
    return result;
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
    timer.unref();
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
