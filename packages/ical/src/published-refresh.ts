import { Duration } from 'luxon';

/**
 * How often the publisher wants the feed polled at most: REFRESH-INTERVAL (RFC 7986 §5.7, "a
 * suggested minimum interval for polling") or the older X-PUBLISHED-TTL (TimeEdit writes PT20M).
 * Undefined when neither is there or readable.
 */
export function publishedRefreshMs(text: string): number | undefined {
  const head = text.slice(0, text.search(/^BEGIN:(VEVENT|VTIMEZONE)/im) >>> 0);
  const m = /^(?:REFRESH-INTERVAL|X-PUBLISHED-TTL)(?:;[^:\r\n]*)?:\s*(P[0-9A-Z.]+)\s*$/im.exec(head);
  if (!m) return undefined;
  const duration = Duration.fromISO(m[1]!.toUpperCase());
  const ms = duration.isValid ? duration.as('milliseconds') : NaN;
  return ms > 0 ? ms : undefined;
}
