import { badRequest } from '@overlap/platform';
import { DateTime } from 'luxon';
import { schedulesConfig } from '../config';
import { luxonZone } from '@overlap/time/luxon';

/** A syntactically valid ISO 8601 date or date-time (checked before the user's zone is known). */
export const isIsoDateTime = (value: unknown): boolean => typeof value === 'string' && value.length <= 64 && DateTime.fromISO(value, { zone: 'UTC' }).isValid;

/**
 * The [start, end) window of a range query. Values without an offset are read in the user's zone
 * (so `2026-03-02` means local midnight); start must come first and the window be at most 366 days.
 */
export function parseWindow(start: string, end: string, zone: string, names: { start: string; end: string } = { start: 'start', end: 'end' }) {
  const from = DateTime.fromISO(start, { zone: luxonZone(zone) });
  const to = DateTime.fromISO(end, { zone: luxonZone(zone) });
  if (!from.isValid) throw badRequest(isoMessage(names.start), names.start);
  if (!to.isValid) throw badRequest(isoMessage(names.end), names.end);
  if (from >= to) throw badRequest(`${names.start} must be before ${names.end}`, names.end);
  if (to.diff(from, 'days').days > schedulesConfig.maxWindowDays) {
    throw badRequest(`The time window from ${names.start} to ${names.end} must be at most ${schedulesConfig.maxWindowDays} days`, names.end);
  }
  return { from, to };
}

export const isoMessage = (name: string) => `${name} must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z`;
