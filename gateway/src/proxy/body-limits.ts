export interface BodyLimit {
  bytes: number;
  message: string;
}

const JSON_LIMIT: BodyLimit = { bytes: 100 * 1024, message: 'Request body is too large' };
const PICTURE_LIMIT: BodyLimit = { bytes: 5_242_880, message: 'File is too large. Maximum size is 5 MB.' };

/** File uploads get the picture limit of SPEC.md §9; every other API body the JSON limit. */
export function bodyLimitFor(path: string): BodyLimit {
  if (path.startsWith('/api/objects/uploads/') || path.startsWith('/api/parse')) return PICTURE_LIMIT;
  return JSON_LIMIT;
}
