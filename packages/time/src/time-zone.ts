/** The zone of a user who has not chosen one. */
export const DEFAULT_TIMEZONE = 'Europe/Stockholm';

const checked = new Map<string, boolean>();

/** Whether this runtime knows the IANA zone (remembered: each check builds an Intl.DateTimeFormat). */
export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  let valid = checked.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    // Names come from users and feeds: remember a bounded number of them.
    if (checked.size < 1000) checked.set(zone, valid);
  }
  return valid;
}

/**
 * The one fallback policy. No zone (undefined, null, '') means the user never chose one:
 * DEFAULT_TIMEZONE. A zone that is there but unknown is bad data, not a choice: UTC, the one
 * zone that moves nothing, and `onInvalid` is told so the caller can log it.
 */
export function resolveTimeZone(zone: string | null | undefined, onInvalid?: (zone: string) => void): string {
  if (!zone) return DEFAULT_TIMEZONE;
  if (isValidTimeZone(zone)) return zone;
  onInvalid?.(zone);
  return 'UTC';
}
