import { addDays, instantAt, wallClockAt } from '@overlap/time';
import type { MemberPresence } from '../api/presence-api';
import { minutesOf } from './session-times';
import { currentStatus } from './presence-line';

/**
 * When the next on-campus member's timetable changes (a class ends, the next one begins), as an
 * instant: the `until`s are 'HH:MM' on the viewer's clock in `zone`; one not after now is
 * tomorrow's (a class over midnight). Undefined when nothing changes before the day ends.
 */
export function nextTimetableChange(presence: Record<string, MemberPresence> | undefined, now: Date, zone: string): number | undefined {
  const today = wallClockAt(now, zone).date;
  const changes = Object.values(presence ?? {}).flatMap((p) => {
    if (currentStatus(p, now) !== 'on_campus' || !p.timetable || p.timetable.until === '24:00') return [];
    const minutes = minutesOf(p.timetable.until);
    const at = instantAt(today, minutes, zone).getTime();
    return [at > now.getTime() ? at : instantAt(addDays(today, 1), minutes, zone).getTime()];
  });
  return changes.length ? Math.min(...changes) : undefined;
}
