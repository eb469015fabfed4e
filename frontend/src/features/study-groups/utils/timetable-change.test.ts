import type { MemberPresence } from '../api/presence-api';
import { nextTimetableChange } from './timetable-change';

const ZONE = 'Europe/Copenhagen';
const NOW = new Date('2026-11-25T10:30:00Z'); // 11:30 in Copenhagen
const KILEN = { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School' };

const member = (userId: string, over: Partial<MemberPresence>): MemberPresence => ({
  userId,
  sharingEnabled: true,
  status: 'on_campus',
  campus: KILEN,
  lastUpdate: '2026-11-25T10:00:00Z',
  keepSharing: false,
  sharingEndsAt: null,
  timetable: null,
  ...over,
});

describe('when the next on-campus timetable changes', () => {
  it('is the earliest class end or start of a member on campus, on the viewer’s clock', () => {
    const presence = {
      a: member('a', { timetable: { now: 'in_class', title: 'Stats', until: '11:50' } }),
      b: member('b', { timetable: { now: 'free', until: '13:00' } }),
      // Off campus: its timetable is not shown, so it changes nothing.
      c: member('c', { status: 'off_campus', campus: null, timetable: { now: 'free', until: '11:40' } }),
    };
    expect(nextTimetableChange(presence, NOW, ZONE)).toBe(Date.parse('2026-11-25T10:50:00Z'));
  });

  it("reads an 'until' not after now as tomorrow's (a class over midnight)", () => {
    const late = new Date('2026-11-25T22:30:00Z'); // 23:30
    expect(
      nextTimetableChange(
        { a: member('a', { lastUpdate: '2026-11-25T22:00:00Z', timetable: { now: 'in_class', title: 'Night Lab', until: '01:30' } }) },
        late,
        ZONE,
      ),
    ).toBe(Date.parse('2026-11-26T00:30:00Z'));
  });

  it('is nothing when everyone is free for the rest of the day, or nobody is on campus', () => {
    expect(nextTimetableChange({ a: member('a', { timetable: { now: 'free', until: '24:00' } }) }, NOW, ZONE)).toBeUndefined();
    expect(nextTimetableChange({ a: member('a', {}) }, NOW, ZONE)).toBeUndefined();
    expect(nextTimetableChange(undefined, NOW, ZONE)).toBeUndefined();
  });
});
