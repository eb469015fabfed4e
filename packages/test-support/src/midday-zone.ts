/**
 * A fixed-offset IANA zone whose clock reads between 12:00 and 12:59 at `now`: a test that needs
 * "free now for hours, today" gives its students this zone and so passes at any hour it runs
 * (one near midnight would otherwise have no time left in the day). 'Etc/GMT-2' is UTC+2: the
 * sign of these names is reversed.
 */
export function middayZone(now: Date = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
