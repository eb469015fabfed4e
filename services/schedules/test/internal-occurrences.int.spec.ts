import { signUpUser } from '@overlap/test-support';
import { eventually, IngestionEvents, weekTitles } from './ingestion-events';

const SCHEDULES_URL = process.env.SCHEDULES_URL ?? 'http://127.0.0.1:3002';
const TOKEN = process.env.INTERNAL_SERVICE_TOKEN ?? 'local-internal-token';

const internal = async (query: string, token?: string) => {
  const res = await fetch(`${SCHEDULES_URL}/internal/occurrences?${query}`, { headers: token ? { 'x-internal-token': token } : {} });
  return { status: res.status, body: (await res.json()) as any };
};

describe('internal occurrences for the groups service', () => {
  const events = new IngestionEvents();
  beforeAll(() => events.start());
  afterAll(() => events.stop());

  it('needs the service credential', async () => {
    const { id } = await signUpUser();
    const query = `userIds=${id}&from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z`;
    expect((await internal(query)).status).toBe(403);
    expect((await internal(query, 'wrong-token')).status).toBe(403);
    expect((await internal(query, TOKEN)).status).toBe(200);
  });

  it('is not reachable through the gateway', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [{ id: 'private@1', title: 'Private tutoring', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' }]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 1,
    );
    const res = await client.get(`/internal/occurrences?userIds=${id}&from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z`, { 'x-internal-token': TOKEN });
    expect(JSON.stringify(res.body)).not.toContain('Private tutoring');
    expect((await internal(`userIds=${id}&from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z`, TOKEN)).body.users[id].occurrences).toHaveLength(1);
  });

  it('answers several users in one call: UTC instants, each user’s zone, cleared weeks left out', async () => {
    const ann = await signUpUser();
    const ben = await signUpUser();
    const nobody = await signUpUser();
    await events.replace(ann.id, 'feed-a', 1, [
      { id: 'micro@1', title: 'Microeconomics', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z', location: 'Aula', type: 'Lecture' },
      { id: 'night@1', title: 'Observatory lab', start: '2026-03-05T21:00:00Z', end: '2026-03-06T01:00:00Z', type: 'Lab' },
      { id: 'later@1', title: 'Week 11', start: '2026-03-09T09:15:00Z', end: '2026-03-09T11:00:00Z' },
    ]);
    await events.replace(ben.id, 'feed-b', 1, [
      { id: 'law@1', title: 'Business Law', start: '2026-03-03T12:00:00Z', end: '2026-03-03T14:00:00Z' },
      { id: 'exam@1', title: 'Exam day', start: '2026-03-04T00:00:00Z', end: '2026-03-05T00:00:00Z', allDay: true, sourceTimezone: '' },
    ]);
    await ben.client.put('/api/users/settings', { timezone: 'America/New_York' });
    await eventually(
      () => weekTitles(ann.client, 10, 2026),
      (t) => t.length === 3,
    );
    await eventually(
      () => ben.client.get('/api/events?week=10&year=2026'),
      (r) => r.body.timezone === 'America/New_York' && r.body.events.length === 2,
    );

    const query = (from: string, to: string) => `userIds=${ann.id},${ben.id},${nobody.id}&from=${from}&to=${to}`;
    const res = await internal(query('2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z'), TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      users: {
        [ann.id]: {
          timezone: 'Europe/Stockholm',
          occurrences: [
            { start: '2026-03-02T09:15:00.000Z', end: '2026-03-02T11:00:00.000Z', title: 'Microeconomics', location: 'Aula', type: 'Lecture', allDay: false },
            { start: '2026-03-05T21:00:00.000Z', end: '2026-03-06T01:00:00.000Z', title: 'Observatory lab', location: '', type: 'Lab', allDay: false },
          ],
        },
        [ben.id]: {
          timezone: 'America/New_York',
          occurrences: [
            { start: '2026-03-03T12:00:00.000Z', end: '2026-03-03T14:00:00.000Z', title: 'Business Law', location: '', type: 'Lecture', allDay: false },
            // An all-day date runs from the user's local midnight to the next.
            { start: '2026-03-04T05:00:00.000Z', end: '2026-03-05T05:00:00.000Z', title: 'Exam day', location: '', type: 'Lecture', allDay: true },
          ],
        },
        [nobody.id]: { timezone: 'Europe/Stockholm', occurrences: [] },
      },
    });

    await ann.client.delete('/api/events/clean?week=10&year=2026');
    const afterClean = await internal(query('2026-03-02T00:00:00Z', '2026-03-16T00:00:00Z'), TOKEN);
    expect(afterClean.body.users[ann.id].occurrences.map((o: { title: string }) => o.title)).toEqual(['Week 11']);
    expect(afterClean.body.users[ben.id].occurrences).toHaveLength(2);
  });

  it.each([
    ['from=2026-03-02&to=2026-03-09', 'userIds is required'],
    ['userIds=not-a-user&from=2026-03-02&to=2026-03-09', 'userIds must be user ids (UUIDs), separated by commas'],
    [
      `userIds=${Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')}&from=2026-03-02&to=2026-03-09`,
      'At most 50 userIds per call',
    ],
    ['userIds=00000000-0000-4000-8000-000000000001&from=2026-03-09&to=2026-03-02', 'from must be before to'],
    ['userIds=00000000-0000-4000-8000-000000000001&from=2026-03-02', 'to is required'],
  ])('refuses %s with 400: %s', async (query, message) => {
    const res = await internal(query, TOKEN);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
