import { Injectable } from '@nestjs/common';

/**
 * How a dependency counts for /health/ready (ADR 027): `required` — the pod cannot serve its own
 * requests without it (its database); `startup` — it must have been up once before the pod takes
 * requests, and is only reported after that (revoked sessions read back); `reported` — shown in
 * the detail and the metric, never a reason to leave the Service (Kafka: the outbox keeps writes).
 */
export type HealthCheckRole = 'required' | 'startup' | 'reported';

/** What a check adds to its line of the report: counts and states, never personal data. */
export type HealthDetail = Record<string, unknown>;

/** A dependency reported by /health/ready. */
export interface HealthCheck {
  name: string;
  /** `required` when left out. */
  role?: HealthCheckRole;
  /** Resolves (optionally with detail for the report) when up; rejects when down (an error's `detail` is reported too). */
  check(): Promise<void | HealthDetail>;
}

/** Modules register their dependencies here (Nest has no multi-providers). */
@Injectable()
export class HealthRegistry {
  readonly checks: HealthCheck[] = [];
  register(check: HealthCheck) {
    this.checks.push(check);
  }
}
