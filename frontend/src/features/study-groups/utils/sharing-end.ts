import { addDays, wallClockAt } from '@overlap/time';
import type { Line } from './presence-line';

/**
 * When sharing stops by itself, on the viewer's clock. Sharing lasts to the end of the local day
 * unless the student keeps sharing; that midnight is said as midnight in each language (issue 30:
 * 'today at 24:00' read oddly), as the end of the day that ends.
 */
export function sharingEndLine(sharingEndsAt: string | null, keepSharing: boolean, now: Date, zone: string | undefined): Line {
  if (keepSharing || !sharingEndsAt) return { key: 'presence:toggle.untilTurnedOff' };
  const end = wallClockAt(new Date(sharingEndsAt), zone);
  const today = wallClockAt(now, zone).date;
  if (end.minutes === 0) {
    const day = addDays(end.date, -1);
    return day === today ? { key: 'presence:toggle.endsTonight' } : { key: 'presence:toggle.endsOnMidnight', values: { date: day } };
  }
  if (end.date === today) return { key: 'presence:toggle.endsToday', values: { time: end.time } };
  return { key: 'presence:toggle.endsOn', values: { date: end.date, time: end.time } };
}
