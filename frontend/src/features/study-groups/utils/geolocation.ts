/** High accuracy, timeout 10 s, positions up to 60 s old. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };
/** The permission probe gives up after 5 s, the position request behind it after 3 s. */
export const PERMISSION_PROBE_MS = 5_000;
export const PERMISSION_REQUEST_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 3_000, maximumAge: 60_000 };
/** While sharing, the position is read again every 2 minutes besides on change. */
export const DETECTION_INTERVAL_MS = 2 * 60_000;

export type LocationPermission = 'prompt' | 'granted' | 'denied';

export const geolocationSupported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;

export const readPosition = (options: PositionOptions = POSITION_OPTIONS) =>
  new Promise<GeolocationPosition>((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options));

const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Permission probe timed out')), ms));

/** The browser's permission status object, or undefined where the Permissions API is missing. */
export async function queryPermission(): Promise<PermissionStatus | undefined> {
  if (typeof navigator === 'undefined' || !navigator.permissions?.query) return undefined;
  return Promise.race([navigator.permissions.query({ name: 'geolocation' }), timeout(PERMISSION_PROBE_MS)]);
}
