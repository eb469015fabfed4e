import { env } from '@overlap/platform';
import { DOCUMENTED_ROUTES } from './api-routes.rules';

export type ServiceName = 'identity' | 'schedules' | 'groups' | 'presence' | 'billing' | 'ingestion' | 'reader';

interface Route {
  service: ServiceName;
  /** Matches the path (without query). Longest prefixes are listed first. */
  match: (path: string) => boolean;
  /** `http.route` of a path this entry matches that no service documents (a prefix entry's is `<prefix>/*`). */
  template: string;
}

const exactly = (p: string) => ({ match: (path: string) => path === p || path === `${p}/`, template: p });

const prefix = (p: string) => ({ match: (path: string) => path === p || path.startsWith(`${p}/`), template: `${p}/*` });

/** Who owns which public path (docs/architecture.md, the picture). Order matters: specific before general. */
const ROUTES: Route[] = [
  // A group's presence and who in it is free together on a campus now.
  { service: 'presence', match: (p) => /^\/api\/study-groups\/[^/]+\/presence(\/free-together)?\/?$/.test(p), template: '/api/study-groups/:id/presence' },
  { service: 'schedules', ...prefix('/api/ics/events') },
  // The calendar export (ADR 032) lives with the schedule data.
  { service: 'schedules', ...prefix('/api/ics/export') },
  { service: 'ingestion', ...prefix('/api/ics/subscriptions') },
  { service: 'ingestion', ...prefix('/api/ics') },
  // The screenshot reader's two routes: ingestion's own, or its own Deployment's when the chart runs one (ADR 054).
  { service: 'reader', ...exactly('/api/parse/screenshot') },
  { service: 'reader', ...exactly('/api/parse/status') },
  { service: 'ingestion', ...prefix('/api/parse') },
  { service: 'schedules', ...prefix('/api/events') },
  { service: 'identity', ...prefix('/api/auth') },
  { service: 'identity', ...prefix('/api/users') },
  { service: 'identity', ...prefix('/api/profile-picture') },
  { service: 'identity', ...prefix('/api/objects') },
  { service: 'groups', ...prefix('/api/study-groups') },
  { service: 'groups', ...prefix('/api/invitations') },
  // Study sessions booked from a group's free time (ADR 052).
  { service: 'groups', ...prefix('/api/study-sessions') },
  // Shared group join links (ADR 031).
  { service: 'groups', ...prefix('/api/join-links') },
  { service: 'presence', ...prefix('/api/campuses') },
  { service: 'presence', ...prefix('/api/presence') },
  // The live event stream (ADR 021); presence owns it for now.
  { service: 'presence', ...prefix('/api/live') },
  { service: 'billing', ...prefix('/api/subscriptions') },
  { service: 'billing', ...prefix('/api/billing') },
];

/** Long-lived Server-Sent Events responses, passed through on their own connections. */
export const isEventStream = (path: string) => path === '/api/live';

export function serviceFor(path: string): ServiceName | undefined {
  return ROUTES.find((r) => r.match(path))?.service;
}

const templatePattern = (template: string) => new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+')}/?$`);
// Static segments win over parameters: /api/users/me before /api/users/:userId.
const byParams = (a: { params: number }, b: { params: number }) => a.params - b.params;
const documented = (template: string) => ({ template, pattern: templatePattern(template), params: template.split(':').length - 1 });
const DOCUMENTED = DOCUMENTED_ROUTES.map(documented).sort(byParams);

/**
 * The route template a public path is reported under (`http.route`), the same the owning
 * service reports: the services' documented paths (api-routes.rules.ts, from their OpenAPI
 * documents), else the route table entry's, else `/api/*`. Never the raw path: ids would make
 * every request its own series.
 */
export function routeTemplate(path: string): string {
  return DOCUMENTED.find((r) => r.pattern.test(path))?.template ?? ROUTES.find((r) => r.match(path))?.template ?? '/api/*';
}

/**
 * Upstream base URLs from env (IDENTITY_URL, …); unset means the service is not deployed. The
 * screenshot reader is ingestion itself unless READER_URL names its own Deployment.
 */
export function upstreams(): Partial<Record<ServiceName, URL>> {
  const out: Partial<Record<ServiceName, URL>> = {};
  for (const name of ['identity', 'schedules', 'groups', 'presence', 'billing', 'ingestion'] as ServiceName[]) {
    const value = env(`${name.toUpperCase()}_URL`);
    if (value) out[name] = new URL(value);
  }
  const reader = env('READER_URL');
  if (reader) out.reader = new URL(reader);
  else if (out.ingestion) out.reader = out.ingestion;
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
