import { currentStatus, statusLine, timetableLine } from './presence-line';
import { sharingEndLine } from './sharing-end';

const ZONE = 'Europe/Copenhagen';
const NOW = new Date('2026-11-25T10:30:00Z'); // 11:30 in Copenhagen
const campus = { id: 'solbjerg', name: 'CBS Solbjerg Plads', university: 'Copenhagen Business School' };

describe('the timetable line of a member on campus', () => {
  it('reads in class with the end and the title', () => {
    expect(timetableLine({ now: 'in_class', title: 'Macroeconomics Lecture', until: '11:50' })).toEqual({
      key: 'presence:member.inClass',
      values: { until: '11:50', title: 'Macroeconomics Lecture' },
    });
  });

  it('reads in class without a title when the class has none', () => {
    expect(timetableLine({ now: 'in_class', until: '11:50' })).toEqual({ key: 'presence:member.inClassUntitled', values: { until: '11:50' } });
  });

  it('reads a study session of the group with its title, and busy time with a title only when one is given', () => {
    expect(timetableLine({ now: 'in_class', kind: 'session', title: 'Algebra', until: '15:00' })).toEqual({
      key: 'presence:member.inSession',
      values: { until: '15:00', title: 'Algebra' },
    });
    expect(timetableLine({ now: 'in_class', kind: 'session', until: '15:00' })).toEqual({
      key: 'presence:member.inSessionUntitled',
      values: { until: '15:00' },
    });
    expect(timetableLine({ now: 'in_class', kind: 'busy', title: '', until: '15:00' })).toEqual({
      key: 'presence:member.busyUntitled',
      values: { until: '15:00' },
    });
    expect(timetableLine({ now: 'in_class', kind: 'busy', title: 'Dentist', until: '15:00' })).toEqual({
      key: 'presence:member.busy',
      values: { until: '15:00', title: 'Dentist' },
    });
  });

  it('reads free until the next class', () => {
    expect(timetableLine({ now: 'free', until: '13:00' })).toEqual({ key: 'presence:member.freeUntil', values: { until: '13:00' } });
  });

  it("reads free for the rest of the day after the last class ('24:00')", () => {
    expect(timetableLine({ now: 'free', until: '24:00' })).toEqual({ key: 'presence:member.freeRestOfDay' });
  });

  it('is absent without a timetable', () => {
    expect(timetableLine(null)).toBeUndefined();
    expect(timetableLine(undefined)).toBeUndefined();
  });
});

describe('the status line', () => {
  it('names the campus of a member on campus', () => {
    expect(statusLine({ status: 'on_campus', campus, lastUpdate: '2026-11-25T10:00:00Z' }, NOW, ZONE)).toEqual({
      key: 'presence:member.onCampusAt',
      values: { campus: 'CBS Solbjerg Plads' },
    });
  });

  it('reads a state older than 3 hours as unknown, last seen at its time on the viewer clock', () => {
    const old = { status: 'on_campus' as const, campus, lastUpdate: '2026-11-25T07:12:00Z' };
    expect(currentStatus(old, NOW)).toBe('unknown');
    expect(statusLine(old, NOW, ZONE)).toEqual({ key: 'presence:member.lastSeen', values: { time: '08:12' } });
    expect(currentStatus({ ...old, lastUpdate: '2026-11-25T07:31:00Z' }, NOW)).toBe('on_campus');
  });

  it('reads off campus and unknown without a time', () => {
    expect(statusLine({ status: 'off_campus', campus: null, lastUpdate: '2026-11-25T10:00:00Z' }, NOW, ZONE).key).toBe('presence:status.off_campus');
    expect(statusLine({ status: 'unknown', campus: null, lastUpdate: null }, NOW, ZONE).key).toBe('presence:member.unknown');
  });
});

describe('when sharing ends', () => {
  it('reads the end of the local day as midnight: tonight, or after the day it ends (issue 30)', () => {
    expect(sharingEndLine('2026-11-25T23:00:00Z', false, NOW, ZONE)).toEqual({ key: 'presence:toggle.endsTonight' });
    expect(sharingEndLine('2026-11-26T23:00:00Z', false, NOW, ZONE)).toEqual({ key: 'presence:toggle.endsOnMidnight', values: { date: '2026-11-26' } });
  });

  it('reads until turned off when the student keeps sharing', () => {
    expect(sharingEndLine(null, true, NOW, ZONE)).toEqual({ key: 'presence:toggle.untilTurnedOff' });
  });

  it('names the date of an end on another day', () => {
    expect(sharingEndLine('2026-11-26T13:00:00Z', false, NOW, ZONE)).toEqual({ key: 'presence:toggle.endsOn', values: { date: '2026-11-26', time: '14:00' } });
  });
});
