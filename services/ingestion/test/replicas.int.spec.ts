import { Topics } from '@overlap/proto';
import { eventually, FEED_SERVER_PORTS, FeedServer, icsCalendar, KafkaProbe, signUpUser, weekAhead } from '@overlap/test-support';
import { MongoClient } from 'mongodb';
import { dueAt } from '../src/sources/due-slots.rules';
import { addFeed, sourceMessages } from './support/calendar-helpers';
import { SecondInstance } from './support/second-instance';

const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/';

/**
 * Two ingestion replicas on one stack: the running service and a second process of the same
 * build. Every due feed must be synced exactly once (leases), whichever replica takes it.
 */
describe('two ingestion instances', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.replicas);
  const probe = new KafkaProbe(Topics.ingestionSchedules);
  const second = new SecondInstance(13_106, { SYNC_POLL_MS: '200', SYNC_CONCURRENCY: '3' });
  const mongo = new MongoClient(MONGODB_URL);
  const week = weekAhead(2);

  beforeAll(async () => {
    await feeds.start();
    await probe.start();
    await mongo.connect();
    await second.start();
  }, 90_000);
  afterAll(async () => {
    await second.stop();
    await mongo.close();
    await probe.stop();
    await feeds.stop();
  });

  it('syncs each due feed once, spread over both', async () => {
    const user = await signUpUser();
    const paths = Array.from({ length: 12 }, (_, i) => `/${user.id}/replica-${i}.ics`);
    paths.forEach((path, i) =>
      feeds.serve(path, {
        body: icsCalendar([{ uid: `r${i}@uni.test`, summary: `Course ${i}`, start: week.at(i % 5, '10:00'), end: week.at(i % 5, '11:00') }]),
        delayMs: 300,
      }),
    );
    const ids: string[] = [];
    for (const [i, path] of paths.entries()) ids.push((await addFeed(user, `Feed ${i}`, feeds.url(path))).id);
    await eventually(async () => ids.forEach((id) => expect(sourceMessages(probe, user.id, id)).toHaveLength(1)));
    const before = feeds.requests.length;
    // The second replica may also win some first syncs of the new feeds; only this round counts below.
    const secondBefore = second.entries('source synced').length;

    // Make them all due at once, with a full re-expansion, as after a day or a zone change.
    await mongo
      .db('ingestion')
      .collection('source_states')
      .updateMany({ _id: { $in: ids } } as never, { $set: { ...dueAt(new Date()), expandedAt: null } });

    await eventually(async () => paths.forEach((path) => expect(feeds.hits(path).length).toBe(2)), 60_000);
    await new Promise((r) => setTimeout(r, 4000));
    const round = feeds.requests.slice(before);
    for (const path of paths) expect(round.filter((r) => r.path === path)).toHaveLength(1);
    for (const id of ids) expect(sourceMessages(probe, user.id, id)).toHaveLength(2);

    const bySecond = second
      .entries('source synced')
      .slice(secondBefore)
      .filter((e) => ids.includes(e.sourceId as string));
    expect(bySecond.length).toBeGreaterThan(0);
    expect(bySecond.length).toBeLessThanOrEqual(ids.length);
  }, 120_000);

  it('lets sync-now wait for a running sync instead of starting a second one', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/slow.ics`;
    feeds.serve(path, icsCalendar([{ uid: 'slow@uni.test', summary: 'Slow', start: week.at(0, '08:00'), end: week.at(0, '09:00') }]));
    const feed = await addFeed(user, 'Slow feed', feeds.url(path));
    feeds.serve(path, {
      body: icsCalendar([{ uid: 'slow@uni.test', summary: 'Slower', start: week.at(0, '08:00'), end: week.at(0, '09:00') }]),
      delayMs: 3000,
    });

    // Both replicas are asked at once; the lease lets only one fetch.
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const direct = fetch(`${second.url}/api/ics/subscriptions/${feed.id}/sync`, { method: 'POST', headers: { cookie } });
    const viaGateway = user.client.post(`/api/ics/subscriptions/${feed.id}/sync`);
    const [a, b] = await Promise.all([direct, viaGateway]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(feeds.hits(path)).toHaveLength(2);
  }, 60_000);
});
