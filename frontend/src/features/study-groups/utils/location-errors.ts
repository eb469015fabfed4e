/** The location errors in the student's words (docs/product/presence.md), by GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
const BY_CODE: Record<number, string> = {
  1: 'presence:location.denied',
  2: 'presence:location.unavailable',
  3: 'presence:location.timeout',
};

export const UNSUPPORTED_KEY = 'presence:location.unsupported';

/** The translation key of why the position could not be read. */
export function locationErrorKey(error: unknown): string {
  const code = error && typeof error === 'object' && 'code' in error ? Number((error as { code: unknown }).code) : NaN;
  return BY_CODE[code] ?? 'presence:location.failed';
}
