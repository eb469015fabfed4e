import { internalCallHeaders } from '@overlap/platform';
import { signUpUser, type SignedUpUser } from '@overlap/test-support';
import { eventually, IngestionEvents, weekTitles } from './ingestion-events';

const SCHEDULES_URL = process.env.SCHEDULES_URL ?? 'http://127.0.0.1:3002';
// The local stack's credentials (ADR 039): what groups sends, and what billing, not a caller here, would.
const FROM_GROUPS = internalCallHeaders('groups');

const internal = async (query: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${SCHEDULES_URL}/internal/occurrences?${query}`, { headers });
  return { status: res.status, body: (await res.json()) as any };
};

describe('internal occurrences for the groups service', () => {
  const events = new IngestionEvents();
  beforeAll(() => events.start());
  afterAll(() => events.stop());

  it("needs a named caller's own credential: groups and presence, no other service", async () => {
    const { id } = await signUpUser();
    const query = `userIds=${id}&from=2026-03-02&to=2026-03-09&timeZone=Europe/Stockholm`;
    expect((await internal(query)).status).toBe(403);
    expect((await internal(query, { ...FROM_GROUPS, 'x-internal-token': 'wrong-token' })).status).toBe(403);
    expect((await internal(query, internalCallHeaders('billing'))).status).toBe(403);
    expect((await internal(query, { ...internalCallHeaders('presence'), 'x-internal-token': FROM_GROUPS['x-internal-token']! })).status).toBe(403);
    expect((await internal(query, FROM_GROUPS)).status).toBe(200);
    expect((await internal(query, internalCallHeaders('presence'))).status).toBe(200);
  });

  it('is not reachable through the gateway', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [{ id: 'private@1', title: 'Private tutoring', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' }]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 1,
    );
    const query = `userIds=${id}&from=2026-03-02&to=2026-03-09&timeZone=Europe/Stockholm`;
    const res = await client.get(`/internal/occurrences?${query}`, FROM_GROUPS);
    expect(JSON.stringify(res.body)).not.toContain('Private tutoring');
    expect((await internal(query, FROM_GROUPS)).body.users[id].entries).toHaveLength(1);
  });

  it('says which entries are shown but not busy time (transparent events, deadlines)', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-t', 1, [
      { id: 'class@1', title: 'Statistics', start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z' },
      { id: 'office@1', title: 'Office hours', start: '2026-03-02T12:00:00Z', end: '2026-03-02T13:00:00Z', transparent: true },
    ]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 2,
    );
    const res = await internal(`userIds=${id}&from=2026-03-02&to=2026-03-09&timeZone=Europe/Stockholm`, FROM_GROUPS);
    expect(res.body.users[id].entries.map((e: { title: string; busy: boolean }) => [e.title, e.busy])).toEqual([
      ['Statistics', true],
      ['Office hours', false],
    ]);
  });

  describe('several users in one call', () => {
    let ann: SignedUpUser, ben: SignedUpUser, nobody: SignedUpUser;
    const query = (from: string, to: string, timeZone: string) => `userIds=${ann.id},${ben.id},${nobody.id}&from=${from}&to=${to}&timeZone=${timeZone}`;
    const brief = (entries: { dayOfWeek: string; date: string; startTime: string; endTime: string; title: string; allDay: boolean }[]) =>
      entries.map((e) => `${e.dayOfWeek} ${e.date} ${e.startTime}-${e.endTime} ${e.title}${e.allDay ? ' (all day)' : ''}`);

    beforeAll(async () => {
      [ann, ben, nobody] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
      // Ann studies in Stockholm (UTC+1), Ben in New York (UTC-5, UTC-4 from Sunday 8 March).
      await events.replace(ann.id, 'feed-a', 1, [
        { id: 'micro@1', title: 'Microeconomics', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z', location: 'Aula', type: 'Lecture' },
        { id: 'night@1', title: 'Observatory lab', start: '2026-03-05T21:00:00Z', end: '2026-03-06T01:00:00Z', type: 'Lab' },
        // Sunday 23:30 to Monday 01:30 in Stockholm: across the end of Ann's week 10.
        { id: 'late@1', title: 'Late show', start: '2026-03-08T22:30:00Z', end: '2026-03-09T00:30:00Z' },
        { id: 'later@1', title: 'Week 11', start: '2026-03-09T09:15:00Z', end: '2026-03-09T11:00:00Z' },
      ]);
      await events.replace(ben.id, 'feed-b', 1, [
        { id: 'law@1', title: 'Business Law', start: '2026-03-03T12:00:00Z', end: '2026-03-03T14:00:00Z' },
        { id: 'exam@1', title: 'Exam day', start: '2026-03-04T00:00:00Z', end: '2026-03-05T00:00:00Z', allDay: true, sourceTimezone: '' },
      ]);
      await ben.client.put('/api/users/settings', { timezone: 'America/New_York' });
      await eventually(
        () => weekTitles(ann.client, 10, 2026),
        (t) => t.includes('Late show'),
      );
      await eventually(
        () => ben.client.get('/api/events?week=10&year=2026'),
        (r) => r.body.timezone === 'America/New_York' && r.body.events.length === 2,
      );
    });

    it('answers every user’s entries cut at the viewer’s midnights, on the viewer’s clock', async () => {
      const res = await internal(query('2026-03-02', '2026-03-09', 'Europe/Stockholm'), FROM_GROUPS);
      expect(res.status).toBe(200);
      const entry = (dayOfWeek: string, date: string, startTime: string, endTime: string, title: string, extra: object = {}) => ({
        dayOfWeek,
        date,
        startTime,
        endTime,
        title,
        location: '',
        type: 'Lecture',
        allDay: false,
        busy: true,
        ...extra,
      });
      expect(res.body).toEqual({
        users: {
          [ann.id]: {
            entries: [
              entry('Monday', '2026-03-02', '10:15', '12:00', 'Microeconomics', { location: 'Aula' }),
              entry('Thursday', '2026-03-05', '22:00', '24:00', 'Observatory lab', { type: 'Lab' }),
              entry('Friday', '2026-03-06', '00:00', '02:00', 'Observatory lab', { type: 'Lab' }),
              entry('Sunday', '2026-03-08', '23:30', '24:00', 'Late show'),
            ],
          },
          [ben.id]: {
            entries: [
              entry('Tuesday', '2026-03-03', '13:00', '15:00', 'Business Law'),
              // An all-day date stays the same date for every viewer.
              entry('Wednesday', '2026-03-04', '00:00', '24:00', 'Exam day', { allDay: true }),
            ],
          },
          [nobody.id]: { entries: [] },
        },
      });
    });

    it('answers a viewer in another zone on that zone’s days', async () => {
      const res = await internal(query('2026-03-02', '2026-03-09', 'America/New_York'), FROM_GROUPS);
      expect(res.status).toBe(200);
      // Ann's lab crosses Stockholm's midnight but not New York's: one entry there.
      expect(brief(res.body.users[ann.id].entries)).toEqual([
        'Monday 2026-03-02 04:15-06:00 Microeconomics',
        'Thursday 2026-03-05 16:00-20:00 Observatory lab',
        'Sunday 2026-03-08 18:30-20:30 Late show',
      ]);
      expect(brief(res.body.users[ben.id].entries)).toEqual([
        'Tuesday 2026-03-03 07:00-09:00 Business Law',
        'Wednesday 2026-03-04 00:00-24:00 Exam day (all day)',
      ]);
    });

    it('leaves out the weeks a user cleared, in that user’s own zone', async () => {
      expect((await ann.client.delete('/api/events/clean?week=10&year=2026')).status).toBe(200);
      const stockholm = await internal(query('2026-03-02', '2026-03-16', 'Europe/Stockholm'), FROM_GROUPS);
      expect(brief(stockholm.body.users[ann.id].entries)).toEqual(['Monday 2026-03-09 00:00-01:30 Late show', 'Monday 2026-03-09 10:15-12:00 Week 11']);
      expect(stockholm.body.users[ben.id].entries).toHaveLength(2);
      // Seen from New York the late show's second half is still Sunday, but it is Ann's week 11.
      const newYork = await internal(query('2026-03-02', '2026-03-16', 'America/New_York'), FROM_GROUPS);
      expect(brief(newYork.body.users[ann.id].entries)).toEqual(['Sunday 2026-03-08 19:00-20:30 Late show', 'Monday 2026-03-09 05:15-07:00 Week 11']);
    });
  });

  it.each([
    ['from=2026-03-02&to=2026-03-09&timeZone=UTC', 'userIds is required'],
    ['userIds=not-a-user&from=2026-03-02&to=2026-03-09&timeZone=UTC', 'userIds must be user ids (UUIDs), separated by commas'],
    [
      `userIds=${Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')}&from=2026-03-02&to=2026-03-09&timeZone=UTC`,
      'At most 50 userIds per call',
    ],
    ['userIds=00000000-0000-4000-8000-000000000001&from=2026-03-09&to=2026-03-02&timeZone=UTC', 'from must be before to'],
    ['userIds=00000000-0000-4000-8000-000000000001&from=2026-03-02&timeZone=UTC', 'to is required'],
    ['userIds=00000000-0000-4000-8000-000000000001&from=2026-03-02T00:00:00Z&to=2026-03-09&timeZone=UTC', 'from must be a date, e.g. 2026-03-02'],
    ['userIds=00000000-0000-4000-8000-000000000001&from=2026-03-02&to=2026-03-09', 'timeZone is required'],
    [
      'userIds=00000000-0000-4000-8000-000000000001&from=2026-03-02&to=2026-03-09&timeZone=Mars/Base',
      'timeZone must be an IANA time zone, e.g. Europe/Stockholm',
    ],
  ])('refuses %s with 400: %s', async (query, message) => {
    const res = await internal(query, FROM_GROUPS);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
