import { DAY_NAMES, type ComparisonEntry } from '@overlap/contracts';
import { isoWeekday, wallClockAt } from '@overlap/time';
import { timetableNow } from './timetable-now.rules';

const TODAY_ = '2027-01-20';

const entry = (date: string, startTime: string, endTime: string, title: string, allDay = false, extra: Partial<ComparisonEntry> = {}): ComparisonEntry => ({
  dayOfWeek: DAY_NAMES[isoWeekday(date) - 1]!,
  date,
  startTime,
  endTime,
  title,
  location: 'SPs01',
  type: 'Lecture',
  allDay,
  ...extra,
});
// As schedules gives them to a group: its own session titled, anything else not a class as busy time (ADR 045, 056).
const session = (startTime: string, endTime: string, title = 'Study session – Algebra') =>
  entry(TODAY_, startTime, endTime, title, false, { type: 'Study session', location: '', busy: true });
const ownEvent = (startTime: string, endTime: string, shownTitle?: string, date = TODAY_) =>
  entry(date, startTime, endTime, shownTitle ?? '', false, { type: shownTitle ? 'Personal' : 'busy', location: '', busy: true });

const TODAY = TODAY_;
const TOMORROW = '2027-01-21';
const DAY = [
  entry(TODAY, '08:00', '09:50', 'Microeconomics Lecture'),
  entry(TODAY, '10:00', '11:50', 'Macroeconomics Lecture'),
  entry(TODAY, '13:00', '14:50', 'Statistics Exercise'),
];

describe('timetable now', () => {
  it('is in class until the class ends, start inclusive', () => {
    expect(timetableNow(DAY, TODAY, '10:00')).toEqual({ now: 'in_class', kind: 'class', title: 'Macroeconomics Lecture', until: '11:50' });
    expect(timetableNow(DAY, TODAY, '11:49')).toEqual({ now: 'in_class', kind: 'class', title: 'Macroeconomics Lecture', until: '11:50' });
  });

  it('is free between classes until the next one starts, end exclusive', () => {
    expect(timetableNow(DAY, TODAY, '11:50')).toEqual({ now: 'free', until: '13:00' });
    expect(timetableNow(DAY, TODAY, '09:55')).toEqual({ now: 'free', until: '10:00' });
    expect(timetableNow(DAY, TODAY, '07:00')).toEqual({ now: 'free', until: '08:00' });
  });

  it('is free for the rest of the day after the last class, and on a day without classes', () => {
    expect(timetableNow(DAY, TODAY, '15:00')).toEqual({ now: 'free', until: '24:00' });
    expect(timetableNow([], TODAY, '12:00')).toEqual({ now: 'free', until: '24:00' });
    // Tomorrow's classes are not today's next class.
    expect(timetableNow([entry(TOMORROW, '08:00', '10:00', 'Early')], TODAY, '20:00')).toEqual({ now: 'free', until: '24:00' });
  });

  it('follows a class over midnight to its end tomorrow', () => {
    const night = [entry(TODAY, '23:00', '24:00', 'Night Lab'), entry(TOMORROW, '00:00', '01:30', 'Night Lab')];
    expect(timetableNow(night, TODAY, '23:30')).toEqual({ now: 'in_class', kind: 'class', title: 'Night Lab', until: '01:30' });
    expect(timetableNow(night, TODAY, '22:00')).toEqual({ now: 'free', until: '23:00' });
    // After midnight the viewer's today is the next date: the class's second piece.
    expect(timetableNow(night, TOMORROW, '00:45')).toEqual({ now: 'in_class', kind: 'class', title: 'Night Lab', until: '01:30' });
  });

  it('reads the entries on the viewer’s clock: the same instant is another class in another zone', () => {
    // Schedules cut these for a viewer in New York: the member's 16:00–17:50 Copenhagen class is 10:00–11:50 there.
    const inNewYork = [entry(TODAY, '10:00', '11:50', 'Macroeconomics Lecture')];
    const instant = new Date('2027-01-20T15:30:00Z'); // 16:30 in Copenhagen, 10:30 in New York
    const viewer = wallClockAt(instant, 'America/New_York');
    expect(viewer).toMatchObject({ date: TODAY, time: '10:30' });
    expect(timetableNow(inNewYork, viewer.date, viewer.time)).toEqual({ now: 'in_class', kind: 'class', title: 'Macroeconomics Lecture', until: '11:50' });
    const inTokyo = wallClockAt(instant, 'Asia/Tokyo'); // 00:30 on the 21st
    expect(timetableNow([entry(TOMORROW, '00:00', '01:50', 'Macroeconomics Lecture')], inTokyo.date, inTokyo.time)).toEqual({
      now: 'in_class',
      kind: 'class',
      title: 'Macroeconomics Lecture',
      until: '01:50',
    });
  });

  it('ignores all-day events for being in class', () => {
    const withHoliday = [entry(TODAY, '00:00', '24:00', 'Reading Week', true), ...DAY];
    expect(timetableNow(withHoliday, TODAY, '12:00')).toEqual({ now: 'free', until: '13:00' });
    expect(timetableNow([entry(TODAY, '00:00', '24:00', 'Exam Day', true)], TODAY, '12:00')).toEqual({ now: 'free', until: '24:00' });
  });

  it('names the class ending last when classes overlap', () => {
    const overlap = [entry(TODAY, '10:00', '11:00', 'Short Seminar'), entry(TODAY, '09:00', '12:00', 'Long Workshop')];
    expect(timetableNow(overlap, TODAY, '10:30')).toEqual({ now: 'in_class', kind: 'class', title: 'Long Workshop', until: '12:00' });
  });

  it('says a study session of the group is a session, with its title', () => {
    const day = [...DAY, session('14:50', '17:00')];
    expect(timetableNow(day, TODAY, '15:00')).toEqual({ now: 'in_class', kind: 'session', title: 'Study session – Algebra', until: '17:00' });
    // Free until the session starts: it is busy time like a class.
    expect(timetableNow([session('14:00', '16:00')], TODAY, '12:00')).toEqual({ now: 'free', until: '14:00' });
  });

  it('says an own event or another group’s session is busy, with no more title than schedules gives', () => {
    expect(timetableNow([ownEvent('12:00', '15:00')], TODAY, '12:30')).toEqual({ now: 'in_class', kind: 'busy', title: '', until: '15:00' });
    // The owner shows the title to their groups: still busy time, not a class.
    expect(timetableNow([ownEvent('12:00', '15:00', 'Dentist')], TODAY, '12:30')).toEqual({ now: 'in_class', kind: 'busy', title: 'Dentist', until: '15:00' });
    expect(timetableNow([...DAY, ownEvent('11:00', '12:30')], TODAY, '11:55')).toEqual({ now: 'in_class', kind: 'busy', title: '', until: '12:30' });
  });

  it('follows busy time over midnight only into the same kind of entry', () => {
    const night = [ownEvent('22:00', '24:00'), ownEvent('00:00', '02:00', undefined, TOMORROW), entry(TOMORROW, '00:00', '03:00', 'Night Lab')];
    expect(timetableNow(night, TODAY, '23:00')).toEqual({ now: 'in_class', kind: 'busy', title: '', until: '02:00' });
  });

  it('names the busy time saying most when several end together: a class, then a session, then busy time', () => {
    const together = [ownEvent('10:00', '12:00', 'Gym'), session('11:00', '12:00'), entry(TODAY, '11:30', '12:00', 'Macroeconomics Lecture')];
    expect(timetableNow(together, TODAY, '11:45')).toMatchObject({ kind: 'class', title: 'Macroeconomics Lecture' });
    expect(timetableNow(together.slice(0, 2), TODAY, '11:45')).toMatchObject({ kind: 'session' });
  });

  it('ignores entries that are not busy time (transparent events) for being busy and for the next busy time', () => {
    const transparent = entry(TODAY, '12:00', '14:00', 'Office hours', false, { busy: false });
    expect(timetableNow([transparent], TODAY, '12:30')).toEqual({ now: 'free', until: '24:00' });
    expect(timetableNow([transparent, ...DAY], TODAY, '11:55')).toEqual({ now: 'free', until: '13:00' });
    // Answers from before `busy` existed: busy.
    expect(timetableNow([entry(TODAY, '12:00', '14:00', 'Seminar')], TODAY, '12:30')).toMatchObject({ now: 'in_class', kind: 'class' });
  });
});
