export interface BodyLimit {
  bytes: number;
  message: string;
}

const JSON_LIMIT: BodyLimit = { bytes: 100 * 1024, message: 'Request body is too large' };
// A browser's local-storage import carries up to 1,000 events (ingestion's own limit).
const IMPORT_LIMIT: BodyLimit = { bytes: 2 * 1024 * 1024, message: 'Request body is too large' };
const PICTURE_LIMIT: BodyLimit = { bytes: 5_242_880, message: 'File is too large. Maximum size is 5 MB.' };

/** File uploads get the picture limit of SPEC.md §9, the local-storage import 2 MB, every other API body the JSON limit. */
export function bodyLimitFor(path: string): BodyLimit {
  if (path.startsWith('/api/objects/uploads/') || path.startsWith('/api/parse')) return PICTURE_LIMIT;
  if (path === '/api/ics/subscriptions/migrate') return IMPORT_LIMIT;
  return JSON_LIMIT;
}
