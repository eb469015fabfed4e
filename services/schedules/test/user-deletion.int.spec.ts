import { signUpUser } from '@overlap/test-support';
import { consumed, eventually, IngestionEvents, schedulesDb, weekTitles } from './ingestion-events';

const tables = ['occurrences', 'sources', 'cleared_weeks', 'calendar_exports', 'own_events', 'user_profiles'];
const rowsOf = (userId: string) =>
  schedulesDb(async (db) => {
    const counts: Record<string, number> = {};
    for (const t of tables) counts[t] = Number((await db.query(`SELECT count(*) FROM ${t} WHERE user_id = $1`, [userId])).rows[0].count);
    return counts;
  });

describe('account deletion', () => {
  const events = new IngestionEvents();
  beforeAll(() => events.start());
  afterAll(() => events.stop());

  it('removes everything schedules holds about the user, and later events do not bring it back', async () => {
    const user = await signUpUser();
    const other = await signUpUser();
    const lecture = { id: 'micro@1', title: 'Microeconomics', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' };
    await events.replace(user.id, 'feed-a', 1, [lecture]);
    await events.replace(other.id, 'feed-a', 1, [lecture]);
    await eventually(
      () => weekTitles(user.client, 10, 2026),
      (t) => t.length === 1,
    );
    await eventually(
      () => weekTitles(other.client, 10, 2026),
      (t) => t.length === 1,
    );
    await user.client.delete('/api/events/clean?week=11&year=2026');
    expect((await user.client.post('/api/ics/export')).status).toBe(201);
    expect((await user.client.post('/api/events/own', { title: 'Shift', start: '2026-03-03T17:00:00+01:00', end: '2026-03-03T21:00:00+01:00' })).status).toBe(
      201,
    );
    await eventually(
      () => rowsOf(user.id),
      (c) => c.user_profiles === 1,
    );
    expect(await rowsOf(user.id)).toEqual({ occurrences: 1, sources: 1, cleared_weeks: 1, calendar_exports: 1, own_events: 1, user_profiles: 1 });

    expect((await user.client.delete('/api/users/me')).status).toBe(200);
    await eventually(
      () => rowsOf(user.id),
      (c) => Object.values(c).every((n) => n === 0),
    );

    // A sync that was already on its way when the account went.
    const late = await events.replace(user.id, 'feed-a', 2, [lecture]);
    await eventually(
      () => consumed(late),
      (done) => done,
    );
    expect(await rowsOf(user.id)).toEqual({ occurrences: 0, sources: 0, cleared_weeks: 0, calendar_exports: 0, own_events: 0, user_profiles: 0 });
    expect(await weekTitles(other.client, 10, 2026)).toEqual(['Microeconomics']);
  });
});
