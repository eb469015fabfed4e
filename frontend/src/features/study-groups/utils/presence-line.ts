import { wallClockAt } from '@overlap/time';
import type { PresenceStatus } from './geofence';

/** A state not refreshed for 3 hours reads 'unknown' (the server says so too; the page may hold it longer). */
export const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

/**
 * What the timetable says now, on the viewer's clock ('24:00' = the rest of the day). 'in_class' is any busy time:
 * `kind` says whether a class, a study session of the group, or busy time with nothing more (an own event, another
 * group's session; absent from an older server: a class). A title only while busy, and only what the group may see.
 */
export interface TimetableNow {
  now: 'in_class' | 'free';
  kind?: 'class' | 'session' | 'busy';
  title?: string;
  until: string;
}

/** The parts of a member's presence the lines below read. */
export interface MemberPresenceState {
  status: PresenceStatus;
  campus: { id: string; name: string; university: string } | null;
  lastUpdate: string | null;
  timetable?: TimetableNow | null;
}

export interface Line {
  key: string;
  values?: Record<string, string>;
}

/** The status as of `now`: a state older than 3 hours is unknown. */
export function currentStatus(state: Pick<MemberPresenceState, 'status' | 'lastUpdate'>, now: Date): PresenceStatus {
  if (state.status === 'unknown' || !state.lastUpdate) return state.status;
  return now.getTime() - Date.parse(state.lastUpdate) > STALE_AFTER_MS ? 'unknown' : state.status;
}

/** 'HH:MM' of an instant on the viewer's clock. */
export const clockTime = (instant: string, zone: string | undefined) => wallClockAt(new Date(instant), zone).time;

/** Per kind of busy time: the line with the title, and without one. */
const BUSY_KEYS = {
  class: ['presence:member.inClass', 'presence:member.inClassUntitled'],
  session: ['presence:member.inSession', 'presence:member.inSessionUntitled'],
  busy: ['presence:member.busy', 'presence:member.busyUntitled'],
} as const;

/**
 * 'In class until 11:50 · Macroeconomics Lecture', 'In a study session until 15:00 · Algebra', 'Busy until 15:00'
 * (with the title only when its owner shows it), 'Free until 13:00', 'Free for the rest of the day', or none.
 */
export function timetableLine(timetable: TimetableNow | null | undefined): Line | undefined {
  if (!timetable) return undefined;
  if (timetable.now === 'in_class') {
    const [titled, untitled] = BUSY_KEYS[timetable.kind ?? 'class'];
    return timetable.title
      ? { key: titled, values: { until: timetable.until, title: timetable.title } }
      : { key: untitled, values: { until: timetable.until } };
  }
  if (timetable.until === '24:00') return { key: 'presence:member.freeRestOfDay' };
  return { key: 'presence:member.freeUntil', values: { until: timetable.until } };
}

/** The status line: 'On campus · CBS Solbjerg Plads', 'Off campus', 'Last seen 09:12' or 'Location unknown'. */
export function statusLine(state: MemberPresenceState, now: Date, zone: string | undefined): Line {
  const status = currentStatus(state, now);
  if (status === 'on_campus' && state.campus) return { key: 'presence:member.onCampusAt', values: { campus: state.campus.name } };
  if (status === 'on_campus') return { key: 'presence:status.on_campus' };
  if (status === 'off_campus') return { key: 'presence:status.off_campus' };
  return state.lastUpdate ? { key: 'presence:member.lastSeen', values: { time: clockTime(state.lastUpdate, zone) } } : { key: 'presence:member.unknown' };
}
