import type { ComparisonEntry } from '@overlap/contracts';
import { sessionConflicts } from './session-conflicts.rules';

const entry = (date: string, startTime: string, endTime: string, title: string, type = 'Lecture', busy = true): ComparisonEntry => ({
  dayOfWeek: 'Tuesday',
  date,
  startTime,
  endTime,
  title,
  location: '',
  type,
  allDay: false,
  busy,
});
const session = { start: new Date('2026-12-01T13:00:00Z'), end: new Date('2026-12-01T15:00:00Z') };

describe('sessionConflicts', () => {
  it('names the classes of members going that overlap the session, not sessions, own events or transparent entries', () => {
    const entries = new Map([
      [
        'maja',
        [
          entry('2026-12-01', '14:00', '16:00', 'Algebra'),
          entry('2026-12-01', '13:00', '15:00', '', 'busy'),
          entry('2026-12-01', '13:00', '15:00', 'Study session – Makro', 'Study session'),
          entry('2026-12-01', '12:00', '14:00', 'Dentist', 'Personal'),
          entry('2026-12-01', '13:30', '14:00', 'Deadline', 'Assignment', false),
          entry('2026-12-01', '15:00', '16:00', 'After'),
        ],
      ],
      ['bo', [entry('2026-12-01', '10:00', '13:00', 'Before')]],
      ['cy', [entry('2026-12-01', '14:00', '15:00', 'Not going')]],
    ]);
    expect(sessionConflicts(session, ['maja', 'bo'], entries)).toEqual([
      { userId: 'maja', title: 'Algebra', start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T16:00:00.000Z' },
    ]);
  });

  it('reads 24:00 as the next midnight and names a class cut at midnight once', () => {
    const late = { start: new Date('2026-12-01T23:00:00Z'), end: new Date('2026-12-02T01:00:00Z') };
    const entries = new Map([['maja', [entry('2026-12-01', '22:00', '24:00', 'Night lab', 'Lab'), entry('2026-12-02', '00:00', '02:00', 'Night lab', 'Lab')]]]);
    expect(sessionConflicts(late, ['maja'], entries)).toEqual([
      { userId: 'maja', title: 'Night lab', start: '2026-12-01T22:00:00.000Z', end: '2026-12-02T00:00:00.000Z' },
    ]);
  });
});
