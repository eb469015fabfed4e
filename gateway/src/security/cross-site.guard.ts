import type { Request } from 'express';

/**
 * A state-changing call from another site is refused even when it carries the custom header:
 * browsers say where a request comes from (Sec-Fetch-Site, Origin), and only our own origin
 * (or one listed in ALLOWED_ORIGINS, e.g. a dev server in front of the gateway) may change state.
 * Clients that send neither header (server-side tools, tests) fall back to the custom-header check.
 */
export function crossSiteRefusal(req: Request, allowedOrigins: ReadonlySet<string>): string | undefined {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'Cross-site requests cannot change anything here';
  const origin = req.headers.origin;
  if (origin === undefined || allowedOrigins.has(origin)) return undefined;
  // The host alone is compared: TLS may end at a proxy whose scheme this process does not see.
  if (hostOf(origin) === req.get('host')) return undefined;
  return 'Cross-site requests cannot change anything here';
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** ALLOWED_ORIGINS: a comma-separated list of extra origins allowed to change state. */
export function allowedOrigins(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
}
