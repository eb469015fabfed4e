import type { StudySession } from '@/lib/study-sessions';
import type { MemberPresence } from '../api/presence-api';
import { anyoneOnCampus, mayBeFreeTogether, meetingAt, meetingsNow, meetNowTimes } from './free-together';

const NOW = new Date('2026-11-25T10:30:20Z'); // 11:30:20 in Copenhagen
const KILEN = { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School' };
const SOLBJERG = { id: 'cbs-solbjerg-plads', name: 'Solbjerg Plads', university: 'Copenhagen Business School' };

const member = (userId: string, over: Partial<MemberPresence>): MemberPresence => ({
  userId,
  sharingEnabled: true,
  status: 'on_campus',
  campus: KILEN,
  lastUpdate: '2026-11-25T10:00:00Z',
  keepSharing: false,
  sharingEndsAt: null,
  timetable: { now: 'free', until: '13:00' },
  ...over,
});

describe('whether a group may be free together', () => {
  it('needs two members on one campus whose timetable says free', () => {
    expect(mayBeFreeTogether({ a: member('a', {}), b: member('b', {}) }, NOW)).toBe(true);
    expect(mayBeFreeTogether({ a: member('a', {}), b: member('b', { campus: SOLBJERG }) }, NOW)).toBe(false);
    expect(mayBeFreeTogether({ a: member('a', {}), b: member('b', { timetable: { now: 'in_class', title: 'Stats', until: '12:00' } }) }, NOW)).toBe(false);
    expect(mayBeFreeTogether({ a: member('a', {}), b: member('b', { timetable: null }) }, NOW)).toBe(false);
    // A state older than 3 hours reads unknown.
    expect(mayBeFreeTogether({ a: member('a', {}), b: member('b', { lastUpdate: '2026-11-25T07:00:00Z' }) }, NOW)).toBe(false);
    expect(mayBeFreeTogether(undefined, NOW)).toBe(false);
  });

  it('knows when anyone is on campus', () => {
    expect(anyoneOnCampus({ a: member('a', { status: 'off_campus', campus: null }) }, NOW)).toBe(false);
    expect(anyoneOnCampus({ a: member('a', {}) }, NOW)).toBe(true);
  });
});

describe('the times Meet now books', () => {
  const answered = { day: '2026-11-25', start: '2026-11-25T11:31:00+01:00', end: '2026-11-25T13:00:00+01:00' };

  it('books the answered times while they are ahead', () => {
    expect(meetNowTimes(answered, NOW)).toEqual(answered);
  });

  it('moves the start on to the next whole minute when pressed later, at the answer’s offset', () => {
    expect(meetNowTimes(answered, new Date('2026-11-25T11:02:05Z'))).toEqual({ ...answered, start: '2026-11-25T12:03:00+01:00' });
    const west = { day: '2026-11-25', start: '2026-11-25T05:31:00-05:00', end: '2026-11-25T07:00:00-05:00' };
    expect(meetNowTimes(west, new Date('2026-11-25T10:40:00Z'))?.start).toBe('2026-11-25T05:40:00-05:00');
  });

  it('offers nothing with less than 15 minutes left', () => {
    expect(meetNowTimes(answered, new Date('2026-11-25T11:45:00Z'))?.start).toBe('2026-11-25T12:45:00+01:00');
    expect(meetNowTimes(answered, new Date('2026-11-25T11:45:01Z'))).toBeUndefined();
    const lateNight = { day: '2026-11-25', start: '2026-11-25T23:40:00+01:00', end: '2026-11-26T00:00:00+01:00' };
    expect(meetNowTimes(lateNight, new Date('2026-11-25T23:10:00Z'))).toBeUndefined();
  });
});

describe('a group already meeting', () => {
  const session = (over: Partial<StudySession>): StudySession =>
    ({
      id: 's1',
      campusId: KILEN.id,
      campusName: KILEN.name,
      start: '2026-11-25T10:31:00Z',
      end: '2026-11-25T12:00:00Z',
      cancelled: false,
      ...over,
    }) as StudySession;

  it('is a session at that campus going on now or starting within 15 minutes', () => {
    expect(meetingAt([session({})], KILEN.id, NOW)?.id).toBe('s1');
    expect(meetingAt([session({ start: '2026-11-25T10:45:20Z' })], KILEN.id, NOW)?.id).toBe('s1');
    expect(meetingAt([session({ start: '2026-11-25T10:46:00Z' })], KILEN.id, NOW)).toBeUndefined();
    expect(meetingAt([session({ end: '2026-11-25T10:30:00Z' })], KILEN.id, NOW)).toBeUndefined();
    expect(meetingAt([session({ cancelled: true })], KILEN.id, NOW)).toBeUndefined();
    expect(meetingAt([session({})], SOLBJERG.id, NOW)).toBeUndefined();
  });

  it('lists one session per campus, none online', () => {
    const sessions = [session({}), session({ id: 's2' }), session({ id: 's3', campusId: null, campusName: '' })];
    expect(meetingsNow(sessions, NOW).map((s) => s.id)).toEqual(['s1']);
  });
});
