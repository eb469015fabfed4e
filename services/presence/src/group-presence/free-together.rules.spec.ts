import { freeTogether, meetNowTimes, type MemberNow } from './free-together.rules';

const free = (userId: string, campusId: string, until: string): MemberNow => ({
  userId,
  status: 'on_campus',
  campus: { id: campusId },
  timetable: { now: 'free', until },
});

describe('free together now', () => {
  it('groups the members free on the same campus, until the earliest of their free times', () => {
    const members = [free('bo', 'solbjerg', '14:00'), free('ann', 'solbjerg', '13:00'), free('cy', 'solbjerg', '24:00')];
    expect(freeTogether(members, '11:50')).toEqual([{ campusId: 'solbjerg', memberIds: ['ann', 'bo', 'cy'], until: '13:00' }]);
  });

  it('needs two or more on one campus: members on different campuses are never together', () => {
    expect(freeTogether([free('ann', 'solbjerg', '13:00')], '11:00')).toEqual([]);
    expect(freeTogether([free('ann', 'solbjerg', '13:00'), free('bo', 'dalgas', '13:00')], '11:00')).toEqual([]);
  });

  it('counts only members on campus, with a timetable saying free', () => {
    const members: MemberNow[] = [
      free('ann', 'solbjerg', '13:00'),
      { userId: 'bo', status: 'on_campus', campus: { id: 'solbjerg' }, timetable: { now: 'in_class', kind: 'class', title: 'Statistics', until: '12:00' } },
      // Busy at a study session or an own event is not free either, titled or not.
      {
        userId: 'gil',
        status: 'on_campus',
        campus: { id: 'solbjerg' },
        timetable: { now: 'in_class', kind: 'session', title: 'Study session', until: '14:00' },
      },
      { userId: 'hal', status: 'on_campus', campus: { id: 'solbjerg' }, timetable: { now: 'in_class', kind: 'busy', title: '', until: '15:00' } },
      // Schedules did not answer: nothing is known about Cy's time.
      { userId: 'cy', status: 'on_campus', campus: { id: 'solbjerg' }, timetable: null },
      { userId: 'dan', status: 'off_campus', campus: null, timetable: null },
      // A stale state reads unknown, whatever campus it last named.
      { userId: 'eve', status: 'unknown', campus: { id: 'solbjerg' }, timetable: { now: 'free', until: '24:00' } },
    ];
    expect(freeTogether(members, '11:00')).toEqual([]);
    expect(freeTogether([...members, free('fay', 'solbjerg', '24:00')], '11:00')).toEqual([
      { campusId: 'solbjerg', memberIds: ['ann', 'fay'], until: '13:00' },
    ]);
  });

  it('leaves out a member free for less than 15 more minutes instead of cutting everyone short', () => {
    const members = [free('ann', 'solbjerg', '12:10'), free('bo', 'solbjerg', '14:00'), free('cy', 'solbjerg', '15:00')];
    expect(freeTogether(members, '12:00')).toEqual([{ campusId: 'solbjerg', memberIds: ['bo', 'cy'], until: '14:00' }]);
    expect(freeTogether(members, '11:55')).toEqual([{ campusId: 'solbjerg', memberIds: ['ann', 'bo', 'cy'], until: '12:10' }]);
    expect(freeTogether([free('ann', 'solbjerg', '24:00'), free('bo', 'solbjerg', '24:00')], '23:50')).toEqual([]);
  });

  it('answers every campus with a set, most members first, then the longest time', () => {
    const members = [
      free('ann', 'solbjerg', '13:00'),
      free('bo', 'solbjerg', '13:00'),
      free('cy', 'dalgas', '16:00'),
      free('dan', 'dalgas', '16:00'),
      free('eve', 'dalgas', '18:00'),
      free('fay', 'porcelaen', '17:00'),
      free('gus', 'porcelaen', '17:00'),
    ];
    expect(freeTogether(members, '12:00').map((s) => [s.campusId, s.until])).toEqual([
      ['dalgas', '16:00'],
      ['porcelaen', '17:00'],
      ['solbjerg', '13:00'],
    ]);
  });
});

describe('meet now times', () => {
  const ZONE = 'Europe/Copenhagen';

  it('starts at the next whole minute and ends when the shared free time does, on the viewer’s clock', () => {
    // 11:47:20 in Copenhagen (UTC+1 in January).
    expect(meetNowTimes(new Date('2027-01-20T10:47:20Z'), '13:00', ZONE)).toEqual({
      day: '2027-01-20',
      start: '2027-01-20T11:48:00+01:00',
      end: '2027-01-20T13:00:00+01:00',
    });
    // On the minute: now itself.
    expect(meetNowTimes(new Date('2027-01-20T10:47:00Z'), '13:00', ZONE)?.start).toBe('2027-01-20T11:47:00+01:00');
    // Summer time: the offset of that day.
    expect(meetNowTimes(new Date('2027-06-20T09:00:00Z'), '12:30', ZONE)).toEqual({
      day: '2027-06-20',
      start: '2027-06-20T11:00:00+02:00',
      end: '2027-06-20T12:30:00+02:00',
    });
  });

  it("reads '24:00' as the next midnight, and keeps within 12 hours", () => {
    expect(meetNowTimes(new Date('2027-01-20T18:00:00Z'), '24:00', ZONE)).toEqual({
      day: '2027-01-20',
      start: '2027-01-20T19:00:00+01:00',
      end: '2027-01-21T00:00:00+01:00',
    });
    expect(meetNowTimes(new Date('2027-01-20T06:30:00Z'), '24:00', ZONE)).toEqual({
      day: '2027-01-20',
      start: '2027-01-20T07:30:00+01:00',
      end: '2027-01-20T19:30:00+01:00',
    });
  });

  it('counts 12 real hours the day the clocks go back', () => {
    // 31 October 2027: Copenhagen goes from +02:00 to +01:00 at 03:00.
    expect(meetNowTimes(new Date('2027-10-30T22:30:00Z'), '24:00', ZONE)).toEqual({
      day: '2027-10-31',
      start: '2027-10-31T00:30:00+02:00',
      end: '2027-10-31T11:30:00+01:00',
    });
    expect(meetNowTimes(new Date('2027-10-31T18:00:00Z'), '24:00', ZONE)?.end).toBe('2027-11-01T00:00:00+01:00');
  });

  it('offers nothing with less than 15 minutes left, or once the start rounds into tomorrow', () => {
    expect(meetNowTimes(new Date('2027-01-20T11:46:00Z'), '13:00', ZONE)).toBeUndefined();
    expect(meetNowTimes(new Date('2027-01-20T11:45:00Z'), '13:00', ZONE)?.end).toBe('2027-01-20T13:00:00+01:00');
    expect(meetNowTimes(new Date('2027-01-20T22:59:30Z'), '24:00', ZONE)).toBeUndefined();
  });
});
