import { ownEventOccurrences, sharedWithGroups, type OwnEvent, type OwnOccurrence } from './own-occurrences.rules';

const ZONE = 'Europe/Copenhagen';
const event = (extra: Partial<OwnEvent> = {}): OwnEvent => ({
  id: '0b6f3d7e-0000-4000-8000-000000000001',
  userId: 'u1',
  title: 'Café shift',
  location: 'Nørrebro',
  note: 'Bring apron',
  start: new Date('2026-03-02T16:00:00Z'), // Monday 17:00 in Copenhagen (winter, UTC+1)
  end: new Date('2026-03-02T20:00:00Z'),
  timeZone: ZONE,
  weekly: false,
  repeatUntil: null,
  showTitle: false,
  version: 1,
  updatedAt: new Date('2026-03-01T10:00:00Z'),
  ...extra,
});

describe('own event occurrences', () => {
  const iso = (os: { start: Date }[]) => os.map((o) => o.start.toISOString());

  it('gives a one-off event once, when it touches the window', () => {
    expect(iso(ownEventOccurrences(event(), new Date('2026-03-02T00:00Z'), new Date('2026-03-09T00:00Z')))).toEqual(['2026-03-02T16:00:00.000Z']);
    expect(ownEventOccurrences(event(), new Date('2026-03-02T20:00Z'), new Date('2026-03-09T00:00Z'))).toEqual([]);
  });

  it('repeats a weekly event at the same wall-clock time across the DST change, up to its last day', () => {
    const weekly = event({ weekly: true, repeatUntil: '2026-04-06' });
    // Copenhagen moves to UTC+2 on 29 March: 17:00 is 16:00 UTC before, 15:00 UTC after.
    expect(iso(ownEventOccurrences(weekly, new Date('2026-03-20T00:00Z'), new Date('2026-05-01T00:00Z')))).toEqual([
      '2026-03-23T16:00:00.000Z',
      '2026-03-30T15:00:00.000Z',
      '2026-04-06T15:00:00.000Z',
    ]);
  });

  it('numbers the weeks from the first, so a week keeps its id when the event moves within it', () => {
    const weekly = event({ weekly: true });
    const ids = (e: OwnEvent) => ownEventOccurrences(e, new Date('2026-03-16T00:00Z'), new Date('2026-03-23T00:00Z')).map((o) => o.occurrenceId);
    expect(ids(weekly)).toEqual([`${weekly.id}#2`]);
    expect(ids({ ...weekly, start: new Date('2026-03-03T07:00:00Z'), end: new Date('2026-03-03T08:00:00Z') })).toEqual([`${weekly.id}#2`]);
  });

  it('finds a week that began before the window and runs into it', () => {
    const night = event({ weekly: true, start: new Date('2026-03-02T21:00:00Z'), end: new Date('2026-03-03T05:00:00Z') });
    expect(iso(ownEventOccurrences(night, new Date('2026-03-10T00:00Z'), new Date('2026-03-10T12:00Z')))).toEqual(['2026-03-09T21:00:00.000Z']);
  });
});

describe('what groups see of an own event', () => {
  const [occurrence] = ownEventOccurrences(event(), new Date('2026-03-02T00:00Z'), new Date('2026-03-03T00:00Z'));

  it('is busy time without title or place unless the student shows the title', () => {
    expect(sharedWithGroups(occurrence!)).toEqual({ title: '', location: '', type: 'busy' });
    const shown: OwnOccurrence = { ...occurrence!, own: { ...occurrence!.own, showTitle: true } };
    expect(sharedWithGroups(shown)).toEqual({
      title: 'Café shift',
      location: '',
      type: 'Personal',
    });
  });
});
