import { signUpUser } from '@overlap/test-support';
import { afterEverythingConsumed, eventually, IngestionEvents, weekOf, weekTitles, type TestOccurrence } from './ingestion-events';

const lecture = (date: string, title: string): TestOccurrence => ({ id: `micro@${date}`, title, start: `${date}T09:15:00Z`, end: `${date}T11:00:00Z` });

describe('cleaning a week', () => {
  const events = new IngestionEvents();
  beforeAll(() => events.start());
  afterAll(() => events.stop());

  it('hides the week, keeps it clean through later syncs, and brings it back on restore', async () => {
    const { client, id } = await signUpUser();
    const term = [lecture('2026-03-02', 'Week 10 lecture'), lecture('2026-03-04', 'Week 10 seminar'), lecture('2026-03-09', 'Week 11 lecture')];
    await events.replace(id, 'feed-a', 1, term);
    await events.replace(id, 'feed-b', 1, [{ id: 'lab@1', title: 'Week 10 lab', start: '2026-03-06T12:00:00Z', end: '2026-03-06T14:00:00Z' }]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 3,
    );

    const clean = await client.delete('/api/events/clean?week=10&year=2026');
    expect(clean.status).toBe(200);
    expect(clean.body).toEqual({ message: 'Schedule for Week 10 has been cleared!', week: 10, year: 2026, hiddenCount: 3 });
    expect((await weekOf(client, 10, 2026)).body).toMatchObject({ cleared: true, events: [] });
    expect(await weekTitles(client, 11, 2026)).toEqual(['Week 11 lecture']);
    const range = await client.get('/api/ics/events?start=2026-03-01&end=2026-03-16');
    expect(range.body.events.map((e: { title: string }) => e.title)).toEqual(['Week 11 lecture']);

    // The next sync delivers the week again (changed, even): it stays clean.
    await events.replace(id, 'feed-a', 2, [...term, lecture('2026-03-05', 'Week 10 extra session')]);
    await afterEverythingConsumed(events, client, id);
    expect(await weekTitles(client, 10, 2026)).toEqual([]);

    expect((await client.get('/api/events/cleared-weeks')).body).toEqual({
      clearedWeeks: [{ week: 10, year: 2026, weekStart: '2026-03-02', weekEnd: '2026-03-08', clearedAt: expect.any(String) }],
    });

    const restore = await client.post('/api/events/restore?week=10&year=2026');
    expect(restore.status).toBe(200);
    expect(restore.body).toEqual({ message: 'Schedule for Week 10 has been restored.', week: 10, year: 2026, restored: true, restoredCount: 4 });
    expect(await weekTitles(client, 10, 2026)).toEqual(['Week 10 lecture', 'Week 10 seminar', 'Week 10 extra session', 'Week 10 lab']);
    expect((await client.get('/api/events/cleared-weeks')).body).toEqual({ clearedWeeks: [] });
  });

  it('clears by the user’s local week: a Sunday-evening class in New York stays in its Sunday’s week', async () => {
    const { client, id } = await signUpUser();
    await client.put('/api/users/settings', { timezone: 'America/New_York' });
    await eventually(
      () => weekOf(client, 10, 2026),
      (r) => r.body.timezone === 'America/New_York',
    );
    // Sunday 1 March 21:00 in New York is Monday 02:00 UTC (week 10 in UTC, week 9 locally).
    await events.replace(id, 'feed-a', 1, [{ id: 'sun@1', title: 'Sunday review', start: '2026-03-02T02:00:00Z', end: '2026-03-02T03:00:00Z' }]);
    await eventually(
      () => weekTitles(client, 9, 2026),
      (t) => t.length === 1,
    );
    expect((await client.delete('/api/events/clean?week=10&year=2026')).body.hiddenCount).toBe(0);
    expect(await weekTitles(client, 9, 2026)).toEqual(['Sunday review']);
    expect((await client.delete('/api/events/clean?week=9&year=2026')).body.hiddenCount).toBe(1);
    expect(await weekTitles(client, 9, 2026)).toEqual([]);
  });

  it('says so when restoring a week that was not cleared', async () => {
    const { client } = await signUpUser();
    const res = await client.post('/api/events/restore?week=12&year=2026');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Week 12 was not cleared.', week: 12, year: 2026, restored: false, restoredCount: 0 });
  });

  it('validates week and year and needs the CSRF header', async () => {
    const { client } = await signUpUser();
    const bad = await client.delete('/api/events/clean?week=53&year=2027');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Week 53 does not exist in 2027: that year has 52 ISO weeks');
    expect((await client.delete('/api/events/clean?year=2026')).body.message).toBe('week is required');
    expect((await client.post('/api/events/restore?week=10&year=1900')).body.message).toBe('year must be a whole number from 2000 to 2100');
    const noHeader = await client.request('DELETE', '/api/events/clean?week=10&year=2026', undefined, { 'x-requested-with': '' });
    expect(noHeader.status).toBe(403);
  });
});
