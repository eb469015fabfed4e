import { signUpUser } from '@overlap/test-support';
import { eventually, IngestionEvents, weekOf, weekTitles } from './ingestion-events';

describe('calendar views through the gateway', () => {
  const events = new IngestionEvents();
  beforeAll(() => events.start());
  afterAll(() => events.stop());

  it('answers a week with the weekly event fields in the user’s zone', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [
      {
        id: 'micro@1',
        title: 'Microeconomics',
        start: '2026-03-02T09:15:00Z',
        end: '2026-03-02T11:00:00Z',
        location: 'Aula',
        type: 'Lecture',
        description: 'Bring the book',
      },
      { id: 'next@1', title: 'Next week', start: '2026-03-09T09:15:00Z', end: '2026-03-09T11:00:00Z' },
    ]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 1,
    );
    expect((await weekOf(client, 10, 2026)).body).toEqual({
      week: 10,
      year: 2026,
      weekStart: '2026-03-02',
      weekEnd: '2026-03-08',
      timezone: 'Europe/Stockholm',
      cleared: false,
      events: [
        {
          id: 'feed-a:micro@1',
          title: 'Microeconomics',
          weekday: 'Mon',
          date: '2026-03-02',
          start_time: '10:15',
          end_time: '12:00',
          location: 'Aula',
          type: 'Lecture',
          description: 'Bring the book',
          allDay: false,
          sourceId: 'feed-a',
        },
      ],
    });
  });

  it('answers a range with the schedule event fields, ISO times carrying the user’s offset', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [
      { id: 'micro@1', title: 'Microeconomics', start: '2026-03-30T08:15:00Z', end: '2026-03-30T10:00:00Z', location: 'Aula' },
    ]);
    const res = await eventually(
      () => client.get(`/api/ics/events?userId=${id}&start=2026-03-30T00:00:00%2B02:00&end=2026-04-06T00:00:00%2B02:00`),
      (r) => r.body.events?.length === 1,
    );
    expect(res.body.events[0]).toEqual({
      uid: 'micro',
      id: 'feed-a:micro@1',
      summary: 'Microeconomics',
      title: 'Microeconomics',
      start: '2026-03-30T10:15:00+02:00', // summer time began the day before
      end: '2026-03-30T12:00:00+02:00',
      location: 'Aula',
      description: '',
      day: 'Mon',
      startTime: '10:15',
      endTime: '12:00',
      color: 'bg-user-purple',
      type: 'Lecture',
      allDay: false,
      sourceId: 'feed-a',
      sourceKind: 'ics',
    });
  });

  it('shows a class running past midnight on both days and an all-day event on each of its days', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [
      { id: 'night@1', title: 'Observatory lab', start: '2026-03-05T21:00:00Z', end: '2026-03-06T01:00:00Z' }, // Thu 22:00 – Fri 02:00
      { id: 'exams@1', title: 'Exam period', start: '2026-03-07T00:00:00Z', end: '2026-03-10T00:00:00Z', allDay: true, sourceTimezone: '' }, // Sat – Mon
    ]);
    const week10 = await eventually(
      () => weekOf(client, 10, 2026),
      (r) => r.body.events?.length === 4,
    );
    const brief = (e: any) => `${e.weekday} ${e.date} ${e.start_time}-${e.end_time} ${e.title}${e.allDay ? ' (all day)' : ''}`;
    expect(week10.body.events.map(brief)).toEqual([
      'Thu 2026-03-05 22:00-23:59 Observatory lab',
      'Fri 2026-03-06 00:00-02:00 Observatory lab',
      'Sat 2026-03-07 00:00-23:59 Exam period (all day)',
      'Sun 2026-03-08 00:00-23:59 Exam period (all day)',
    ]);
    expect((await weekOf(client, 11, 2026)).body.events.map(brief)).toEqual(['Mon 2026-03-09 00:00-23:59 Exam period (all day)']);
  });

  it('answers in the new zone after the user changes it in settings', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [{ id: 'micro@1', title: 'Microeconomics', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' }]);
    await eventually(
      () => weekTitles(client, 10, 2026),
      (t) => t.length === 1,
    );
    expect((await weekOf(client, 10, 2026)).body.events[0]).toMatchObject({ weekday: 'Mon', start_time: '10:15', end_time: '12:00' });

    expect((await client.put('/api/users/settings', { timezone: 'America/New_York' })).status).toBe(200);
    const week = await eventually(
      () => weekOf(client, 10, 2026),
      (r) => r.body.timezone === 'America/New_York',
    );
    expect(week.body.events[0]).toMatchObject({ weekday: 'Mon', date: '2026-03-02', start_time: '04:15', end_time: '06:00' });
    const range = await client.get('/api/ics/events?start=2026-03-02&end=2026-03-03');
    expect(range.body.events[0]).toMatchObject({ start: '2026-03-02T04:15:00-05:00', startTime: '04:15' });

    await client.put('/api/users/settings', { timezone: 'Asia/Tokyo' });
    const tokyo = await eventually(
      () => weekOf(client, 10, 2026),
      (r) => r.body.timezone === 'Asia/Tokyo',
    );
    expect(tokyo.body.events[0]).toMatchObject({ weekday: 'Mon', start_time: '18:15', end_time: '20:00' });
  });

  it('refuses another user’s id with 403', async () => {
    const alice = await signUpUser();
    const bob = await signUpUser();
    await events.replace(bob.id, 'feed-b', 1, [{ id: 'secret@1', title: 'Bob’s class', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' }]);
    await eventually(
      () => weekTitles(bob.client, 10, 2026),
      (t) => t.length === 1,
    );
    for (const path of [
      `/api/events?week=10&year=2026&userId=${bob.id}`,
      `/api/ics/events?userId=${bob.id}&start=2026-03-02&end=2026-03-09`,
      `/api/events/cleared-weeks?userId=${bob.id}`,
    ]) {
      const res = await alice.client.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(JSON.stringify(res.body)).not.toContain('Bob’s class');
    }
    expect((await alice.client.delete(`/api/events/clean?week=10&year=2026&userId=${bob.id}`)).status).toBe(403);
    expect(await weekTitles(bob.client, 10, 2026)).toEqual(['Bob’s class']);
    // Their own id, or "me", is fine.
    expect((await alice.client.get(`/api/events?week=10&year=2026&userId=${alice.id}`)).status).toBe(200);
    expect((await alice.client.get(`/api/events?week=10&year=2026&userId=me`)).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await fetch(`${process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080'}/api/events?week=10&year=2026`);
    expect(res.status).toBe(401);
  });

  it.each([
    ['/api/events?year=2026', 'week is required'],
    ['/api/events?week=10', 'year is required'],
    ['/api/events?week=0&year=2026', 'week must be a whole number from 1 to 53'],
    ['/api/events?week=54&year=2026', 'week must be a whole number from 1 to 53'],
    ['/api/events?week=ten&year=2026', 'week must be a whole number from 1 to 53'],
    ['/api/events?week=53&year=2027', 'Week 53 does not exist in 2027: that year has 52 ISO weeks'],
    ['/api/events?week=10&year=1999', 'year must be a whole number from 2000 to 2100'],
    ['/api/events?week=10&year=3000', 'year must be a whole number from 2000 to 2100'],
    ['/api/ics/events?end=2026-03-09', 'start is required'],
    ['/api/ics/events?start=2026-03-02', 'end is required'],
    ['/api/ics/events?start=last-monday&end=2026-03-09', 'start must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z'],
    ['/api/ics/events?start=2026-03-02&end=09.03.2026', 'end must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z'],
    ['/api/ics/events?start=2026-03-09&end=2026-03-02', 'start must be before end'],
    ['/api/ics/events?start=2026-01-01&end=2027-06-01', 'The time window from start to end must be at most 366 days'],
  ])('GET %s → 400 %s', async (path, message) => {
    const { client } = await signUpUser();
    const res = await client.get(path);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers week 53 of a year that has one', async () => {
    const { client, id } = await signUpUser();
    await events.replace(id, 'feed-a', 1, [{ id: 'nye@1', title: 'New Year seminar', start: '2027-01-01T09:00:00Z', end: '2027-01-01T10:00:00Z' }]);
    const res = await eventually(
      () => weekOf(client, 53, 2026),
      (r) => r.body.events?.length === 1,
    );
    expect(res.body).toMatchObject({ week: 53, year: 2026, weekStart: '2026-12-28', weekEnd: '2027-01-03' });
    expect(res.body.events[0]).toMatchObject({ date: '2027-01-01', weekday: 'Fri', start_time: '10:00' });
    expect(await weekTitles(client, 1, 2027)).toEqual([]);
  });
});
