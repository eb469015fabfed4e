import { instantAt, wallClockAt, type CalendarDate } from '@overlap/time';
import type { BusyKind } from './timetable-now.rules';

/** A member as the group's presence answer reads them: only members who share are ever passed in. */
export interface MemberNow {
  userId: string;
  status: string;
  campus: { id: string } | null;
  /** Any busy time ('in_class' of every kind: a class, a study session, an own event) is not free. */
  timetable: { now: 'in_class' | 'free'; kind?: BusyKind; title?: string; until: string } | null;
}

/** Members on one campus who are all free now, until the earliest of their free times ends. */
export interface FreeTogether {
  campusId: string;
  /** Sorted, so the answer does not depend on the order states were read in. */
  memberIds: string[];
  /** 'HH:MM' on the viewer's clock; '24:00' = the rest of the day. */
  until: string;
}

/** Less shared time than this is not worth proposing a meeting for. */
export const MIN_TOGETHER_MINUTES = 15;
/** A study session lasts at most this long (groups refuses longer ones). */
export const MAX_SESSION_MINUTES = 12 * 60;

const MINUTE = 60_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Who is free together now (docs/product/presence.md): on each campus, the members on campus whose
 * timetable says free for at least 15 more minutes at `clock` ('HH:MM', the viewer's), when there
 * are two or more of them; `until` is the earliest of their free times. A member free for less is
 * left out rather than cutting everyone's time short. Most members first, then the longest time,
 * then the campus id.
 */
export function freeTogether(members: readonly MemberNow[], clock: string): FreeTogether[] {
  const latestStart = minutesOf(clock) + MIN_TOGETHER_MINUTES;
  const byCampus = new Map<string, MemberNow[]>();
  for (const m of members) {
    if (m.status !== 'on_campus' || !m.campus || m.timetable?.now !== 'free' || minutesOf(m.timetable.until) < latestStart) continue;
    byCampus.set(m.campus.id, [...(byCampus.get(m.campus.id) ?? []), m]);
  }
  return [...byCampus.entries()]
    .filter(([, free]) => free.length >= 2)
    .map(([campusId, free]) => ({
      campusId,
      memberIds: free.map((m) => m.userId).sort(),
      until: free.map((m) => m.timetable!.until).sort()[0]!,
    }))
    .sort((a, b) => b.memberIds.length - a.memberIds.length || b.until.localeCompare(a.until) || a.campusId.localeCompare(b.campusId));
}

/** A study session's times as groups takes them: its local day and instants with their offset. */
export interface MeetNowTimes {
  day: CalendarDate;
  start: string;
  end: string;
}

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** An instant as ISO 8601 on a zone's clock with its offset ('2027-01-20T12:31:00+01:00'). */
export function zonedIso(instant: Date, zone: string): string {
  const clock = wallClockAt(instant, zone);
  return `${clock.date}T${clock.time}:00${offsetText(clock.offsetMinutes)}`;
}

/**
 * The session "Meet now" books: from the next whole minute (a start in the past is refused, and
 * the minute's grace groups gives is for clocks, not for rounding), to `until` on the viewer's
 * clock today ('24:00': the next midnight), at most 12 hours (real ones, also the day the clocks
 * change). Undefined once less than 15 minutes are left.
 */
export function meetNowTimes(now: Date, until: string, zone: string): MeetNowTimes | undefined {
  const start = new Date(Math.ceil(now.getTime() / MINUTE) * MINUTE);
  const clock = wallClockAt(start, zone);
  // `until` is on today's clock at `now`; a start rounded past midnight is on another day and gets nothing.
  const untilAt = instantAt(wallClockAt(now, zone).date, minutesOf(until), zone).getTime();
  const end = Math.min(untilAt, start.getTime() + MAX_SESSION_MINUTES * MINUTE);
  if (end - start.getTime() < MIN_TOGETHER_MINUTES * MINUTE) return undefined;
  return { day: clock.date, start: zonedIso(start, zone), end: zonedIso(new Date(end), zone) };
}
