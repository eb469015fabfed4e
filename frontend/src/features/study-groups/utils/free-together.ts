import type { FreeTogetherView, MeetNowView } from '@/lib/api-generated/presence';
import type { StudySession } from '@/lib/study-sessions';
import type { MemberPresence } from '../api/presence-api';
import { currentStatus } from './presence-line';

export type FreeTogether = FreeTogetherView;

/** Less shared time than this is not offered (presence answers no shorter sets either). */
export const MIN_TOGETHER_MS = 15 * 60_000;
const MINUTE = 60_000;

/**
 * Whether a group's presence could hold a "free together" set: two or more members on one campus
 * whose timetable says free. Only then does the page ask presence for the sets.
 */
export function mayBeFreeTogether(presence: Record<string, MemberPresence> | undefined, now: Date): boolean {
  const seen = new Set<string>();
  for (const p of Object.values(presence ?? {})) {
    if (currentStatus(p, now) !== 'on_campus' || !p.campus || p.timetable?.now !== 'free') continue;
    if (seen.has(p.campus.id)) return true;
    seen.add(p.campus.id);
  }
  return false;
}

/** Whether anyone in the group's presence is on campus (a session there could be going on). */
export const anyoneOnCampus = (presence: Record<string, MemberPresence> | undefined, now: Date) =>
  Object.values(presence ?? {}).some((p) => currentStatus(p, now) === 'on_campus');

/**
 * The session "Meet now" books when pressed at `now`: the answered times, with the start moved on
 * to the next whole minute when the answer is older (a start in the past is refused), written at
 * the answer's offset. Undefined once less than 15 minutes are left, or the day has turned.
 */
export function meetNowTimes(meetNow: MeetNowView, now: Date): MeetNowView | undefined {
  const offset = meetNow.start.slice(-6);
  const offsetMs = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * MINUTE;
  const start = Math.max(Date.parse(meetNow.start), Math.ceil(now.getTime() / MINUTE) * MINUTE);
  const local = new Date(start + offsetMs).toISOString();
  if (local.slice(0, 10) !== meetNow.day || Date.parse(meetNow.end) - start < MIN_TOGETHER_MS) return undefined;
  return { day: meetNow.day, start: `${local.slice(0, 16)}:00${offset}`, end: meetNow.end };
}

/** A session at the campus that is on now or starts within 15 minutes: the group is already meeting there. */
export function meetingAt(sessions: readonly StudySession[] | undefined, campusId: string, now: Date): StudySession | undefined {
  return sessions?.find(
    (s) => !s.cancelled && s.campusId === campusId && Date.parse(s.start) <= now.getTime() + MIN_TOGETHER_MS && Date.parse(s.end) > now.getTime(),
  );
}

/** Sessions going on now at a campus, one per campus (the first of each). */
export function meetingsNow(sessions: readonly StudySession[] | undefined, now: Date): StudySession[] {
  const byCampus = new Map<string, StudySession>();
  for (const s of sessions ?? []) if (s.campusId && !byCampus.has(s.campusId) && meetingAt([s], s.campusId, now)) byCampus.set(s.campusId, s);
  return [...byCampus.values()];
}
