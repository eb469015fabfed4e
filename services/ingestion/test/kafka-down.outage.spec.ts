import { Topics } from '@overlap/proto';
import { consumersRunning, eventually, FEED_SERVER_PORTS, FeedServer, icsCalendar, KafkaProbe, signUpUser, stackPart, weekAhead } from '@overlap/test-support';
import { appServiceUrls } from '../../../scripts/lib/app-services';
import { addFeed, sourceMessages, weekEvents } from './support/calendar-helpers';

/**
 * Stops the real Kafka broker while feeds sync: runs alone (the "outage" project, in band, after
 * the others). Syncs keep working; their snapshots wait in MongoDB and are published once Kafka
 * is back — each version once.
 */
describe('feed sync while Kafka is down', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.outage);
  const week = weekAhead(2);
  const lecture = (title: string, day: number) => ({ uid: `${title}@uni.test`, summary: title, start: week.at(day, '10:00'), end: week.at(day, '12:00') });

  beforeAll(() => feeds.start());
  afterAll(async () => {
    stackPart('start', 'kafka');
    await feeds.stop();
    // The next outage specs write events at once: every consumer must be back, not in a backoff.
    await consumersRunning(appServiceUrls(), Date.now());
  }, 240_000);

  it('publishes what was synced during the outage after Kafka restarts, none lost or doubled', async () => {
    const user = await signUpUser();
    const changing = `/${user.id}/changing.ics`;
    const added = `/${user.id}/added-during-outage.ics`;
    feeds.serve(changing, icsCalendar([lecture('Before the outage', 0)]));
    const first = await addFeed(user, 'Changing', feeds.url(changing));
    await eventually(async () => expect((await weekEvents(user.client, user.id, week)).map((e) => e.title)).toEqual(['Before the outage']));

    stackPart('stop', 'kafka');
    try {
      feeds.serve(changing, icsCalendar([lecture('Changed during the outage', 1)]));
      const synced = await user.client.post(`/api/ics/subscriptions/${first.id}/sync`);
      expect(synced.body).toMatchObject({ status: 'active', eventCount: 1 });
      feeds.serve(added, icsCalendar([lecture('Added during the outage', 3), lecture('Also added', 4)]));
      const second = await addFeed(user, 'Added', feeds.url(added));
      expect(second).toMatchObject({ status: 'active', eventCount: 2 });
    } finally {
      stackPart('start', 'kafka');
    }

    await eventually(
      async () =>
        expect((await weekEvents(user.client, user.id, week)).map((e) => [e.weekday, e.title])).toEqual([
          ['Tue', 'Changed during the outage'],
          ['Thu', 'Added during the outage'],
          ['Fri', 'Also added'],
        ]),
      120_000,
    );

    const probe = new KafkaProbe(Topics.ingestionSchedules);
    await probe.start();
    try {
      const list = await user.client.get(`/api/ics/subscriptions/user/${user.id}`);
      const ids = list.body.subscriptions.map((s: { id: string }) => s.id) as string[];
      await eventually(async () => expect(sourceMessages(probe, user.id, ids[1]!)).toHaveLength(1), 60_000);
      // Give a possible duplicate time to show up before counting.
      await new Promise((r) => setTimeout(r, 3000));
      for (const id of ids) {
        const versions = sourceMessages(probe, user.id, id).map((m) => m.version);
        expect(new Set(versions).size).toBe(versions.length);
      }
      expect(sourceMessages(probe, user.id, ids[0]!).map((m) => m.occurrences.map((o) => o.title))).toEqual([
        ['Before the outage'],
        ['Changed during the outage'],
      ]);
    } finally {
      await probe.stop();
    }
  }, 300_000);
});
