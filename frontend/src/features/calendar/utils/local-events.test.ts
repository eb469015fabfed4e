import { batches, LOCAL_EVENTS_KEY, readLocalEvents } from './local-events';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === LOCAL_EVENTS_KEY ? value : null) });

describe('events kept in the browser', () => {
  it('reads the list the migrate call takes, leaving out what cannot be an event', () => {
    const list = [
      { id: 'a1', title: 'Linear Algebra', start: '2026-03-02T10:15:00', end: '2026-03-02T12:00:00', location: 'Room 1', day: 'Mon', color: 'bg-blue-500' },
      { id: 'a2', summary: 'From a feed', start: '2026-03-03T08:00:00Z', end: '2026-03-03T09:00:00Z', description: 'Bring a laptop' },
      { id: 'a3', title: '', start: '2026-03-03T08:00:00Z', end: '2026-03-03T09:00:00Z' },
      { id: 'a4', title: 'No times' },
      { id: 'a5', title: 'Bad time', start: 'Monday', end: 'later' },
      null,
    ];
    expect(readLocalEvents(storage(JSON.stringify(list)))).toEqual([
      { title: 'Linear Algebra', start: '2026-03-02T10:15:00', end: '2026-03-02T12:00:00', location: 'Room 1', description: undefined },
      { title: 'From a feed', start: '2026-03-03T08:00:00Z', end: '2026-03-03T09:00:00Z', location: undefined, description: 'Bring a laptop' },
    ]);
  });

  it('finds nothing when there is no list or it is not one', () => {
    expect(readLocalEvents(storage(null))).toBeNull();
    expect(readLocalEvents(storage('not json'))).toBeNull();
    expect(readLocalEvents(storage('{"title":"x"}'))).toBeNull();
    expect(
      readLocalEvents({
        getItem: () => {
          throw new Error('storage disabled');
        },
      }),
    ).toBeNull();
  });

  it('sends at most 1,000 events per call', () => {
    expect(batches(Array.from({ length: 2500 }, (_, i) => i)).map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(batches([])).toEqual([]);
  });
});
