/** The worker's cache of built files used after the first screens (ADR 041); holds no personal data. */
export const APP_FILES_CACHE = 'overlap-app-files';

/** Room for every chunk of a few builds; the oldest go first. */
export const APP_FILES_MAX_ENTRIES = 400;
export const APP_FILES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Hashed build output only: its content never changes under its name, so the cached copy is always right. */
export function isAppFile(pathname: string): boolean {
  return /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|webp|woff2)$/.test(pathname);
}
