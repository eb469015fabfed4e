import { Injectable } from '@nestjs/common';

/** A dependency whose reachability decides /health/ready. */
export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

/** Modules register their dependencies here (Nest has no multi-providers). */
@Injectable()
export class HealthRegistry {
  readonly checks: HealthCheck[] = [];
  register(check: HealthCheck) {
    this.checks.push(check);
  }
}
