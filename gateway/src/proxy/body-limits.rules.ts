export interface BodyLimit {
  bytes: number;
  message: string;
  /** The route takes a JSON body: only UTF-8 without a content coding is forwarded (ADR 024). */
  json: boolean;
}

const JSON_LIMIT: BodyLimit = { bytes: 100 * 1024, message: 'Request body is too large', json: true };
// A browser's local-storage import carries up to 1,000 events (ingestion's own limit).
const IMPORT_LIMIT: BodyLimit = { bytes: 2 * 1024 * 1024, message: 'Request body is too large', json: true };
const PICTURE_LIMIT: BodyLimit = { bytes: 5_242_880, message: 'File is too large. Maximum size is 5 MB.', json: false };
// Stripe's events are JSON but are forwarded as the exact bytes it signed; billing reads them raw.
const WEBHOOK_LIMIT: BodyLimit = { bytes: 512 * 1024, message: 'Request body is too large', json: false };

/** Routes whose body is not the JSON default, by method and exact path (a prefix would hand a neighbour the wrong limit). */
const EXACT: { method: string; path: RegExp; limit: BodyLimit }[] = [
  { method: 'PUT', path: /^\/api\/objects\/uploads\/[^/]+$/, limit: PICTURE_LIMIT },
  { method: 'POST', path: /^\/api\/parse\/screenshot$/, limit: PICTURE_LIMIT },
  { method: 'POST', path: /^\/api\/ics\/subscriptions\/migrate$/, limit: IMPORT_LIMIT },
  { method: 'POST', path: /^\/api\/billing\/webhook$/, limit: WEBHOOK_LIMIT },
];

/** The picture limit (5,242,880 bytes, docs/product/accounts.md) for the two image uploads, 2 MB for the local-storage import, the JSON limit for everything else. */
export function bodyLimitFor(method: string, path: string): BodyLimit {
  const clean = path.replace(/\/+$/, '') || '/';
  return EXACT.find((r) => r.method === method && r.path.test(clean))?.limit ?? JSON_LIMIT;
}
