import { intEnv } from '@overlap/platform';
import { RateLimiter } from './rate-limiter';

const WINDOW_MS = intEnv('AUTH_RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000;

interface Policy {
  perIp: RateLimiter;
  perEmail: RateLimiter;
}

function policy(name: string, ipDefault: number, emailDefault: number): Policy {
  return {
    perIp: new RateLimiter(intEnv(`RATE_LIMIT_${name}_PER_IP`, ipDefault), WINDOW_MS),
    perEmail: new RateLimiter(intEnv(`RATE_LIMIT_${name}_PER_EMAIL`, emailDefault), WINDOW_MS),
  };
}

/** Sign-in, sign-up and forgot-password are limited per client IP and per e-mail address. */
export class AuthRateLimits {
  private readonly policies: Record<string, Policy> = {
    '/api/auth/login': policy('LOGIN', 50, 10),
    '/api/auth/signup': policy('SIGNUP', 20, 5),
    '/api/auth/forgot-password': policy('FORGOT', 20, 5),
  };

  appliesTo(method: string, path: string): boolean {
    return method === 'POST' && path in this.policies;
  }

  /** Seconds to wait (0 = allowed). Both counters advance so neither can be probed for free. */
  check(path: string, ip: string, email: string | undefined): number {
    const p = this.policies[path];
    if (!p) return 0;
    const byIp = p.perIp.hit(ip);
    const byEmail = email ? p.perEmail.hit(email.trim().toLowerCase()) : 0;
    return Math.max(byIp, byEmail);
  }
}
