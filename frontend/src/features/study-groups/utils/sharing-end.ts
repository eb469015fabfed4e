import { addDays, wallClockAt } from '@overlap/time';
import type { Line } from './presence-line';

/**
 * When sharing stops by itself, on the viewer's clock. Midnight reads as '24:00' of the day that
 * ends (sharing lasts to the end of the local day unless the student keeps sharing).
 */
export function sharingEndLine(sharingEndsAt: string | null, keepSharing: boolean, now: Date, zone: string | undefined): Line {
  if (keepSharing || !sharingEndsAt) return { key: 'presence:toggle.untilTurnedOff' };
  const end = wallClockAt(new Date(sharingEndsAt), zone);
  const { date, time } = end.minutes === 0 ? { date: addDays(end.date, -1), time: '24:00' } : end;
  if (date === wallClockAt(now, zone).date) return { key: 'presence:toggle.endsToday', values: { time } };
  return { key: 'presence:toggle.endsOn', values: { date, time } };
}
