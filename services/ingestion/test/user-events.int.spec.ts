import { eventually, FEED_SERVER_PORTS, FeedServer, signUpUser } from '@overlap/test-support';
import { MongoClient } from 'mongodb';
import { DateTime } from 'luxon';
import { dueAt } from '../src/sources/due-slots.rules';
import { addFeed, weekEvents } from './support/calendar-helpers';

const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/';

/** What ingestion does with identity.users.v1: time zones for floating times, and account deletion. */
describe('identity events in ingestion', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.identityEvents);
  const mongo = new MongoClient(MONGODB_URL);
  // A week three weeks ahead, as wall-clock dates (floating times have no zone of their own).
  const monday = DateTime.utc().plus({ weeks: 3 }).startOf('week');
  const week = { week: monday.weekNumber, year: monday.weekYear };
  const floating = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:floating-1@uni.test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${monday.plus({ days: 1 }).toFormat("yyyyMMdd'T'090000")}`,
    `DTEND:${monday.plus({ days: 1 }).toFormat("yyyyMMdd'T'103000")}`,
    'SUMMARY:Floating seminar',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  beforeAll(async () => {
    await feeds.start();
    await mongo.connect();
  });
  afterAll(async () => {
    await mongo.close();
    await feeds.stop();
  });

  it('re-expands floating times in the user’s new time zone', async () => {
    const user = await signUpUser();
    feeds.serve(`/${user.id}/floating.ics`, floating);
    await addFeed(user, 'Floating', feeds.url(`/${user.id}/floating.ics`));
    // Stockholm (the default): 09:00 local.
    await eventually(async () =>
      expect((await weekEvents(user.client, user.id, week)).map((e) => [e.weekday, e.start_time, e.end_time])).toEqual([['Tue', '09:00', '10:30']]),
    );

    expect((await user.client.put('/api/users/settings', { timezone: 'America/New_York' })).status).toBe(200);
    // Both services react to identity's event: ingestion places the floating time again, schedules answers in the new zone.
    await eventually(async () => {
      const state = await mongo.db('ingestion').collection('source_states').findOne({ userId: user.id });
      expect(state?.expandedTimezone).toBe('America/New_York');
      const res = await user.client.get(`/api/events?week=${week.week}&year=${week.year}&userId=${user.id}`);
      expect(res.body.timezone).toBe('America/New_York');
    }, 60_000);
    // Still 09:00 on the user's clock — not 03:00, which Stockholm's 09:00 would be in New York.
    await eventually(async () =>
      expect((await weekEvents(user.client, user.id, week)).map((e) => [e.weekday, e.start_time, e.end_time])).toEqual([['Tue', '09:00', '10:30']]),
    );
  }, 90_000);

  it('expands a changed feed in the zone stored now, also in a scheduled sync nobody asked for', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/floating-changed.ics`;
    feeds.serve(path, floating);
    await addFeed(user, 'Floating', feeds.url(path));
    await eventually(async () => expect((await weekEvents(user.client, user.id, week)).map((e) => e.start_time)).toEqual(['09:00']));
    const db = mongo.db('ingestion');
    const state = await db.collection('source_states').findOne({ userId: user.id });
    // The zone changes without identity's event (so without sync requests), and the feed changes.
    // First the zone stored from the sign-up event, which a busy consumer may still be applying.
    await eventually(async () => expect(await db.collection('user_timezones').findOne({ _id: user.id } as never)).not.toBeNull());
    await db.collection('user_timezones').updateOne({ _id: user.id } as never, { $set: { timezone: 'America/New_York' } });
    feeds.serve(path, floating.replace('SUMMARY:Floating seminar', 'SUMMARY:Floating seminar (moved room)'));
    await db.collection('source_states').updateOne({ _id: state!._id }, { $set: dueAt(new Date()) });
    await eventually(async () => {
      const synced = await db.collection('source_states').findOne({ _id: state!._id });
      expect(synced?.expandedTimezone).toBe('America/New_York');
    }, 30_000);
    // Schedules still answers in Stockholm (it heard of no change): 09:00 in New York, on Stockholm's clock.
    const tuesday = monday.plus({ days: 1 });
    const nineInNewYork = DateTime.fromObject({ year: tuesday.year, month: tuesday.month, day: tuesday.day, hour: 9 }, { zone: 'America/New_York' });
    await eventually(async () =>
      expect((await weekEvents(user.client, user.id, week)).map((e) => [e.title, e.start_time])).toEqual([
        ['Floating seminar (moved room)', nineInNewYork.setZone('Europe/Stockholm').toFormat('HH:mm')],
      ]),
    );
  }, 60_000);

  it('removes a deleted account’s feeds, imports and snapshots', async () => {
    const user = await signUpUser();
    feeds.serve(`/${user.id}/gone.ics`, floating);
    await addFeed(user, 'To be deleted', feeds.url(`/${user.id}/gone.ics`));
    await user.client.post('/api/ics/subscriptions/migrate', { events: [{ title: 'Local', start: '2026-12-01T10:00:00Z', end: '2026-12-01T11:00:00Z' }] });
    const db = mongo.db('ingestion');
    expect(await db.collection('sources').countDocuments({ userId: user.id })).toBe(2);

    expect((await user.client.delete('/api/users/me')).status).toBe(200);
    await eventually(async () => {
      for (const collection of ['sources', 'source_states', 'sync_requests', 'local_events', 'source_snapshots']) {
        expect(await db.collection(collection).countDocuments({ userId: user.id })).toBe(0);
      }
    }, 60_000);
  }, 90_000);
});
