import { env } from '@overlap/platform';

export type ServiceName = 'identity' | 'schedules' | 'groups' | 'presence' | 'billing' | 'ingestion';

interface Route {
  service: ServiceName;
  /** Matches the path (without query). Longest prefixes are listed first. */
  match: (path: string) => boolean;
}

const prefix = (p: string) => (path: string) => path === p || path.startsWith(`${p}/`);

/** Who owns which public path (ARCHITECTURE.md §2). Order matters: specific before general. */
const ROUTES: Route[] = [
  { service: 'presence', match: (p) => /^\/api\/study-groups\/[^/]+\/presence\/?$/.test(p) },
  { service: 'schedules', match: prefix('/api/ics/events') },
  // The calendar export (ADR 032) lives with the schedule data.
  { service: 'schedules', match: prefix('/api/ics/export') },
  { service: 'ingestion', match: prefix('/api/ics/subscriptions') },
  { service: 'ingestion', match: prefix('/api/ics') },
  { service: 'ingestion', match: prefix('/api/parse') },
  { service: 'schedules', match: prefix('/api/events') },
  { service: 'identity', match: prefix('/api/auth') },
  { service: 'identity', match: prefix('/api/users') },
  { service: 'identity', match: prefix('/api/profile-picture') },
  { service: 'identity', match: prefix('/api/objects') },
  { service: 'groups', match: prefix('/api/study-groups') },
  { service: 'groups', match: prefix('/api/invitations') },
  // Shared group join links (ADR 031).
  { service: 'groups', match: prefix('/api/join-links') },
  { service: 'presence', match: prefix('/api/campuses') },
  { service: 'presence', match: prefix('/api/presence') },
  // The live event stream (ADR 021); presence owns it for now.
  { service: 'presence', match: prefix('/api/live') },
  { service: 'billing', match: prefix('/api/subscriptions') },
  { service: 'billing', match: prefix('/api/billing') },
];

/** Long-lived Server-Sent Events responses, passed through on their own connections. */
export const isEventStream = (path: string) => path === '/api/live';

export function serviceFor(path: string): ServiceName | undefined {
  return ROUTES.find((r) => r.match(path))?.service;
}

/** Upstream base URLs from env (IDENTITY_URL, …); unset means the service is not deployed. */
export function upstreams(): Partial<Record<ServiceName, URL>> {
  const out: Partial<Record<ServiceName, URL>> = {};
  for (const name of ['identity', 'schedules', 'groups', 'presence', 'billing', 'ingestion'] as ServiceName[]) {
    const value = env(`${name.toUpperCase()}_URL`);
    if (value) out[name] = new URL(value);
  }
  return out;
}

/** Calls that need no session. Everything else is refused at the gateway without a valid token. */
const PUBLIC: { method: string; path: string }[] = [
  { method: 'POST', path: '/api/auth/login' },
  { method: 'POST', path: '/api/auth/signup' },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'POST', path: '/api/auth/refresh' },
  { method: 'POST', path: '/api/auth/forgot-password' },
  { method: 'POST', path: '/api/auth/reset-password' },
  { method: 'GET', path: '/api/auth/reset-password/validate' },
  { method: 'GET', path: '/api/auth/jwks.json' },
  { method: 'GET', path: '/api/subscriptions/pricing' },
  { method: 'GET', path: '/api/invitations/policy' },
  { method: 'POST', path: '/api/billing/webhook' },
];

/** Public by shape: a calendar app reads the private export link without a session (ADR 032). */
const PUBLIC_PATTERNS: { method: string; pattern: RegExp }[] = [{ method: 'GET', pattern: /^\/api\/ics\/export\/[A-Za-z0-9_-]{43}\.ics$/ }];

export function isPublic(method: string, path: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  return PUBLIC.some((r) => r.method === method && r.path === clean) || PUBLIC_PATTERNS.some((r) => r.method === method && r.pattern.test(clean));
}

/** Server-to-server callers (payment provider webhooks) cannot send the CSRF header. */
export function isCsrfExempt(path: string): boolean {
  return path === '/api/billing/webhook';
}
