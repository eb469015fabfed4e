import { badRequest } from '@overlap/platform';
import { luxonZone } from '@overlap/time/luxon';
import { DateTime } from 'luxon';
import { localDate } from '../calendar/local-time.rules';
import { schedulesConfig } from '../config';
import type { OwnEvent } from '../occurrences/own-occurrences.rules';
import { OWN_EVENT_LIMITS, OwnEventMessages } from './own-events.errors';

/** What a request asks for, before its times are read in the student's zone. */
export interface OwnEventTimesInput {
  start: string;
  end: string;
  repeat?: 'none' | 'weekly';
  repeatUntil?: string;
}

function instant(value: string, zone: string, message: string): DateTime {
  const dt = DateTime.fromISO(value, { zone: luxonZone(zone) });
  if (!dt.isValid) throw badRequest(message);
  if (dt.year < schedulesConfig.minYear || dt.year > schedulesConfig.maxYear) throw badRequest(OwnEventMessages.years);
  return dt;
}

/**
 * The stored times of an event: a value without an offset is read in the student's zone; it must
 * end after it starts and last at most 12 hours; only a weekly event has a last day, not before its first.
 */
export function ownEventTimes(input: OwnEventTimesInput, zone: string): Pick<OwnEvent, 'start' | 'end' | 'weekly' | 'repeatUntil' | 'timeZone'> {
  const start = instant(input.start, zone, OwnEventMessages.start);
  const end = instant(input.end, zone, OwnEventMessages.end);
  if (end <= start) throw badRequest(OwnEventMessages.endBeforeStart, 'end');
  if (end.toMillis() - start.toMillis() > OWN_EVENT_LIMITS.maxHours * 3_600_000) throw badRequest(OwnEventMessages.tooLong, 'end');
  const weekly = input.repeat === 'weekly';
  const until = input.repeatUntil ?? null;
  if (until !== null && !weekly) throw badRequest(OwnEventMessages.untilWithoutRepeat, 'repeatUntil');
  if (until !== null && until < localDate(start.setZone(luxonZone(zone)))) throw badRequest(OwnEventMessages.untilBeforeStart, 'repeatUntil');
  return { start: start.toJSDate(), end: end.toJSDate(), weekly, repeatUntil: until, timeZone: zone };
}
