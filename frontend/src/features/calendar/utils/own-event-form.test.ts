import { clockOf, newOwnEventForm, ownEventDto, ownEventFormOf, ownEventProblem, snapMinutes } from './own-event-form';

describe('own-event form', () => {
  const base = { ...newOwnEventForm('2027-03-08', 17 * 60, 21 * 60), title: 'Café shift' };

  it('starts an hour long at the picked time, or spans what was dragged', () => {
    expect(newOwnEventForm('2027-03-08', 14 * 60 + 30)).toMatchObject({ date: '2027-03-08', start: '14:30', end: '15:30', weekly: false, showTitle: false });
    expect(newOwnEventForm('2027-03-08', 23 * 60 + 30)).toMatchObject({ start: '23:30', end: '23:59' });
    expect(clockOf(9 * 60 + 5)).toBe('09:05');
  });

  it('finds what the server would refuse', () => {
    expect(ownEventProblem(base)).toBeUndefined();
    expect(ownEventProblem({ ...base, title: '  ' })).toBe('titleRequired');
    expect(ownEventProblem({ ...base, title: 'a\u0007b' })).toBe('titleControl');
    expect(ownEventProblem({ ...base, location: 'Room\t1' })).toBe('placeControl');
    expect(ownEventProblem({ ...base, end: '16:00' })).toBe('endBeforeStart');
    expect(ownEventProblem({ ...base, start: '08:00', end: '20:01' })).toBe('tooLong');
    expect(ownEventProblem({ ...base, weekly: true, until: '2027-03-01' })).toBe('untilBeforeStart');
    expect(ownEventProblem({ ...base, end: '' })).toBe('time');
  });

  it('sends local times, trimmed texts and a last day only for a weekly event', () => {
    expect(ownEventDto({ ...base, location: ' Nørrebro ', until: '2027-06-01' })).toEqual({
      title: 'Café shift',
      start: '2027-03-08T17:00',
      end: '2027-03-08T21:00',
      location: 'Nørrebro',
      note: '',
      repeat: 'none',
      showTitle: false,
    });
    expect(ownEventDto({ ...base, weekly: true, until: '2027-06-01' })).toMatchObject({ repeat: 'weekly', repeatUntil: '2027-06-01' });
  });

  it('reads a stored event back on the clock it was saved in', () => {
    const stored = {
      id: 'e1',
      title: 'Training',
      start: '2027-03-10T18:30:00+01:00',
      end: '2027-03-10T20:00:00+01:00',
      location: '',
      note: 'Bring shoes',
      repeat: 'weekly' as const,
      repeatUntil: '2027-05-26',
      showTitle: true,
      timeZone: 'Europe/Copenhagen',
      updatedAt: '2027-03-01T10:00:00Z',
    };
    expect(ownEventFormOf(stored)).toEqual({
      title: 'Training',
      date: '2027-03-10',
      start: '18:30',
      end: '20:00',
      location: '',
      note: 'Bring shoes',
      weekly: true,
      until: '2027-05-26',
      showTitle: true,
    });
  });

  it('snaps a pointer position to the quarter hour', () => {
    expect(snapMinutes(9 * 60 + 7)).toBe(9 * 60);
    expect(snapMinutes(9 * 60 + 8)).toBe(9 * 60 + 15);
    expect(snapMinutes(-20)).toBe(0);
  });
});
