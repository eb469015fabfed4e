import type { Attributes, Span } from '@opentelemetry/api';

// Paths that carry a credential: the calendar-export link's token (ADR 032). Traces keep the
// route's shape, never the token.
const SECRET_PATHS: RegExp[] = [/(\/api\/ics\/export\/)[A-Za-z0-9_-]{43}(\.ics)/g];

export const redactSecretPaths = (value: string): string => SECRET_PATHS.reduce((text, pattern) => text.replace(pattern, '$1{token}$2'), value);

/** Rewrites every attribute of an HTTP span that names a secret path (url.full, url.path, http.target, …). */
export function redactSpanAttributes(span: Span): void {
  const attributes = (span as Span & { attributes?: Attributes }).attributes;
  if (!attributes) return;
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== 'string') continue;
    const clean = redactSecretPaths(value);
    if (clean !== value) span.setAttribute(key, clean);
  }
}
