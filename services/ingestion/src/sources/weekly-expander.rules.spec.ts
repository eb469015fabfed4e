import { horizonAround } from '@overlap/ical';
import { expandLocalEvents, expandWeeklyClasses, localEventKey } from './weekly-expander.rules';

const horizon = horizonAround(new Date('2026-10-15T12:00:00Z'));

describe('expandWeeklyClasses', () => {
  it('repeats each class every week in the user zone, across the DST change', () => {
    const occurrences = expandWeeklyClasses(
      [{ weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'Room 4', type: 'Lecture' }],
      { validFrom: '2026-10-14', validUntil: '2026-11-02' },
      'Europe/Stockholm',
      horizon,
    );
    // Wed 14 Oct starts the range: its week's Monday (12 Oct) is before it and left out.
    expect(occurrences.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2026-10-19T08:15:00.000Z', '2026-10-19T10:00:00.000Z'],
      ['2026-10-26T09:15:00.000Z', '2026-10-26T11:00:00.000Z'],
      ['2026-11-02T09:15:00.000Z', '2026-11-02T11:00:00.000Z'],
    ]);
    expect(occurrences[0]).toMatchObject({ title: 'Linear Algebra', location: 'Room 4', eventType: 'Lecture', allDay: false });
    expect(new Set(occurrences.map((o) => o.occurrenceId)).size).toBe(3);
  });

  it('lets a late class run past midnight', () => {
    const [o] = expandWeeklyClasses(
      [{ weekday: 'Fri', start: '22:00', end: '01:00', title: 'Night lab', location: '', type: '' }],
      { validFrom: '2026-10-16', validUntil: '2026-10-16' },
      'UTC',
      horizon,
    );
    expect([o!.start.toISOString(), o!.end.toISOString(), o!.eventType]).toEqual(['2026-10-16T22:00:00.000Z', '2026-10-17T01:00:00.000Z', 'Lab']);
  });
});

describe('expandLocalEvents', () => {
  it('reads times with an offset as given and times without one in the user zone', () => {
    const events = [
      { title: 'A', start: '2026-10-20T10:00:00Z', end: '2026-10-20T11:00:00Z', location: '', description: '' },
      { title: 'B', start: '2026-10-20T10:00', end: '2026-10-20T11:00', location: 'Hall', description: 'Seminar' },
    ].map((e) => ({ ...e, key: localEventKey(e) }));
    const result = expandLocalEvents(events, 'Europe/Stockholm', horizon);
    expect(result.map((o) => [o.title, o.start.toISOString(), o.eventType])).toEqual([
      ['B', '2026-10-20T08:00:00.000Z', 'Seminar'],
      ['A', '2026-10-20T10:00:00.000Z', 'Class'],
    ]);
  });

  it('gives the same key to the same event', () => {
    const e = { title: 'A', start: '2026-10-20T10:00:00Z', end: '2026-10-20T11:00:00Z', location: '', description: '' };
    expect(localEventKey(e)).toBe(localEventKey({ ...e }));
    expect(localEventKey(e)).not.toBe(localEventKey({ ...e, title: 'B' }));
  });
});
