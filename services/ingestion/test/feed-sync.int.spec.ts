import { COMPRESS_FROM_BYTES } from '@overlap/platform';
import { Topics } from '@overlap/proto';
import { eventually, FEED_SERVER_PORTS, FeedServer, icsCalendar, KafkaProbe, type SignedUpUser, signUpUser, weekAhead } from '@overlap/test-support';
import { addFeed, sourceMessages, weekEvents } from './support/calendar-helpers';

/** Feeds served by a local HTTP server (allow-listed port), synced by the running ingestion service, read back from schedules. */
describe('feed sync on the real stack', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.sync);
  const probe = new KafkaProbe(Topics.ingestionSchedules);
  const week = weekAhead(2);

  const timetable = (variant: 'first' | 'changed') =>
    icsCalendar([
      { uid: 'la-1@uni.test', summary: 'Linear Algebra, Föreläsning', start: week.at(0, '10:15'), end: week.at(0, '12:00'), location: 'Ångström 4001' },
      variant === 'first'
        ? { uid: 'chem-1@uni.test', summary: 'Chemistry', categories: 'Laboratory', start: week.at(2, '13:00'), end: week.at(2, '15:00'), location: 'Lab B' }
        : {
            uid: 'chem-1@uni.test',
            summary: 'Chemistry (moved)',
            categories: 'Laboratory',
            start: week.at(3, '09:00'),
            end: week.at(3, '11:30'),
            location: 'Lab C',
          },
    ]);

  beforeAll(async () => {
    await feeds.start();
    await probe.start();
  }, 60_000);
  afterAll(async () => {
    await probe.stop();
    await feeds.stop();
  });

  const sync = async (user: SignedUpUser, id: string) => {
    const res = await user.client.post(`/api/ics/subscriptions/${id}/sync`);
    expect(res.status).toBe(200);
    return res.body as { status: string; errorMessage: string | null; eventCount: number; lastSync: string };
  };

  it('shows a new feed in the week view, and a change at the source after the next sync', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/timetable.ics`;
    feeds.serve(path, timetable('first'));

    const feed = await addFeed(user, 'Uni timetable', feeds.url(path));
    expect(feed).toMatchObject({ status: 'active', eventCount: 2, errorMessage: null });
    expect(feed.lastSync).not.toBeNull();

    const events = await eventually(async () => {
      const list = await weekEvents(user.client, user.id, week);
      expect(list).toHaveLength(2);
      return list;
    });
    expect(events.map((e) => [e.weekday, e.start_time, e.end_time, e.title, e.type, e.location])).toEqual([
      ['Mon', '10:15', '12:00', 'Linear Algebra, Föreläsning', 'Lecture', 'Ångström 4001'],
      ['Wed', '13:00', '15:00', 'Chemistry', 'Lab', 'Lab B'],
    ]);
    const [first] = await eventually(async () => {
      const published = sourceMessages(probe, user.id, feed.id);
      expect(published.length).toBeGreaterThan(0);
      return published;
    });
    expect(first).toMatchObject({ producer: 'ingestion', eventType: 'ingestion.source.occurrences-replaced' });
    expect(first!.headers?.traceparent?.toString()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);

    feeds.serve(path, timetable('changed'));
    expect(await sync(user, feed.id)).toMatchObject({ status: 'active', eventCount: 2 });
    await eventually(async () => {
      const list = await weekEvents(user.client, user.id, week);
      expect(list.map((e) => [e.weekday, e.start_time, e.end_time, e.title, e.location])).toEqual([
        ['Mon', '10:15', '12:00', 'Linear Algebra, Föreläsning', 'Ångström 4001'],
        ['Thu', '09:00', '11:30', 'Chemistry (moved)', 'Lab C'],
      ]);
    });
    await eventually(async () => {
      const versions = sourceMessages(probe, user.id, feed.id).map((m) => m.version);
      expect(versions.length).toBeGreaterThanOrEqual(2);
      expect(versions.at(-1)! > versions[0]!).toBe(true);
    });
  });

  it('delivers a feed whose replace event is large enough to be compressed', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/large.ics`;
    // 1,500 classes in one week with long descriptions: an event well past the compression threshold.
    const classes = Array.from({ length: 1_500 }, (_, i) => ({
      uid: `large-${i}@uni.test`,
      summary: `Seminar ${i}`,
      start: week.at(i % 5, `${String(8 + (i % 10)).padStart(2, '0')}:00`),
      end: week.at(i % 5, `${String(9 + (i % 10)).padStart(2, '0')}:00`),
      location: `Room ${i}`,
      description: `Reading for seminar ${i}: `.padEnd(400, 'chapter notes and exercises, '),
    }));
    feeds.serve(path, icsCalendar(classes));

    const feed = await addFeed(user, 'Large timetable', feeds.url(path));
    expect(feed).toMatchObject({ status: 'active', eventCount: 1_500 });
    const [message] = await probe.waitFor((m) => m.key?.toString() === user.id);
    expect(message!.value!.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    await eventually(async () => expect(await weekEvents(user.client, user.id, week)).toHaveLength(1_500));
  });

  it('takes the 304 path for an unchanged feed and publishes nothing', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/unchanged.ics`;
    feeds.serve(path, timetable('first'));
    const feed = await addFeed(user, 'Unchanged', feeds.url(path));
    await probe.waitFor((m) => m.key?.toString() === user.id);
    const published = sourceMessages(probe, user.id, feed.id).length;

    const after = await sync(user, feed.id);
    expect(after.status).toBe('active');
    expect(new Date(after.lastSync).getTime()).toBeGreaterThan(new Date(feed.lastSync!).getTime());
    const [firstFetch, secondFetch] = feeds.hits(path);
    expect(firstFetch).toMatchObject({ status: 200, ifNoneMatch: undefined });
    expect(secondFetch!.status).toBe(304);
    expect(secondFetch!.ifNoneMatch).toMatch(/^"[0-9a-f]{40}"$/);

    // A server without validators sends the same body again: the content hash catches it.
    feeds.serve(path, { body: timetable('first'), conditional: false });
    await sync(user, feed.id);
    expect(feeds.hits(path).at(-1)!.status).toBe(200);

    await new Promise((r) => setTimeout(r, 2000));
    expect(sourceMessages(probe, user.id, feed.id)).toHaveLength(published);
  });

  it.each([
    [
      'a malformed (truncated) body',
      () => timetable('first').slice(0, timetable('first').indexOf('END:VEVENT')),
      'The calendar file could not be read: the file ends inside VEVENT (it looks cut off).',
    ],
    ['an empty body', () => '', 'The calendar feed returned no data.'],
    [
      'a body over 10 MB',
      () => `BEGIN:VCALENDAR\r\n${'X-FILLER:0123456789abcdef0123456789abcdef\r\n'.repeat(300_000)}END:VCALENDAR\r\n`,
      'The calendar is larger than 10 MB',
    ],
    [
      'a web page instead of a calendar',
      () => '<!doctype html><html><body><form>Sign in to continue</form></body></html>',
      'The link did not return a calendar (.ics) file. Check that you copied the calendar feed link, not a web page.',
    ],
  ])('keeps the earlier events and reports %s clearly', async (_name, body, message) => {
    const user = await signUpUser();
    const path = `/${user.id}/bad.ics`;
    feeds.serve(path, timetable('first'));
    const feed = await addFeed(user, 'Will break', feeds.url(path));
    await eventually(async () => expect(await weekEvents(user.client, user.id, week)).toHaveLength(2));
    const published = await eventually(async () => {
      const count = sourceMessages(probe, user.id, feed.id).length;
      expect(count).toBe(1);
      return count;
    });

    feeds.serve(path, body());
    const broken = await sync(user, feed.id);
    expect(broken).toMatchObject({ status: 'error', errorMessage: message, eventCount: 2 });
    const list = await user.client.get(`/api/ics/subscriptions/user/${user.id}`);
    expect(list.body.status).toEqual({ total: 1, active: 0, error: 1, disconnected: 0 });

    await new Promise((r) => setTimeout(r, 1500));
    expect(await weekEvents(user.client, user.id, week)).toHaveLength(2);
    expect(sourceMessages(probe, user.id, feed.id)).toHaveLength(published);

    feeds.serve(path, timetable('first'));
    expect(await sync(user, feed.id)).toMatchObject({ status: 'active', errorMessage: null });
  });

  it.each([
    [401, 'private', 'This calendar is private'],
    [403, 'private', 'This calendar is private'],
    [404, 'disconnected', 'This calendar no longer exists at this address'],
    [410, 'disconnected', 'This calendar no longer exists at this address'],
    [503, 'error', 'The calendar server had a problem (HTTP 503). We will keep trying.'],
  ])('maps HTTP %i to the status %s with a message users understand', async (code, status, message) => {
    const user = await signUpUser();
    const path = `/${user.id}/status-${code}.ics`;
    feeds.serve(path, { body: 'nope', status: code });
    const feed = await addFeed(user, `Answers ${code}`, feeds.url(path));
    expect(feed.status).toBe(status);
    expect(feed.errorMessage).toContain(message);
  });

  it('backs off a failing feed instead of retrying at its interval', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/down.ics`;
    feeds.serve(path, { body: 'down', status: 500 });
    const feed = await addFeed(user, 'Down', feeds.url(path), 15);
    const list = await user.client.get(`/api/ics/subscriptions/user/${user.id}`);
    const nextSync = new Date(list.body.subscriptions[0].nextSync).getTime();
    // First failure: retried after about a minute (±10 %), well before the 15-minute interval.
    expect(nextSync - Date.now()).toBeGreaterThan(40_000);
    expect(nextSync - Date.now()).toBeLessThan(70_000);
    expect(feed.status).toBe('error');
  });

  const nextSyncIn = async (user: SignedUpUser) => {
    const list = await user.client.get(`/api/ics/subscriptions/user/${user.id}`);
    return new Date(list.body.subscriptions[0].nextSync).getTime() - Date.now();
  };

  it('waits as long as Retry-After asks on 429, saying the server asked us to wait', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/busy.ics`;
    feeds.serve(path, { body: 'slow down', status: 429, headers: { 'retry-after': '3600' } });
    const feed = await addFeed(user, 'Busy', feeds.url(path), 15);
    expect(feed).toMatchObject({ status: 'error', errorMessage: 'The calendar server asked us to wait (HTTP 429). We will try again when it allows.' });
    const wait = await nextSyncIn(user);
    expect(wait).toBeGreaterThan(3500_000);
    expect(wait).toBeLessThan(3700_000);
  });

  it("fetches a feed no more often than its X-PUBLISHED-TTL asks (TimeEdit's PT20M; here PT2H)", async () => {
    const user = await signUpUser();
    const path = `/${user.id}/ttl.ics`;
    feeds.serve(path, timetable('first').replace('X-WR-CALNAME', 'X-PUBLISHED-TTL:PT2H\r\nX-WR-CALNAME'));
    const feed = await addFeed(user, 'Polite', feeds.url(path), 15);
    expect(feed).toMatchObject({ status: 'active', eventCount: 2 });
    const wait = await nextSyncIn(user);
    expect(wait).toBeGreaterThan(115 * 60_000);
    expect(wait).toBeLessThan(121 * 60_000);
  });

  it('keeps the events when a fetch fails or comes back empty; a valid calendar without events empties the week and says so', async () => {
    const user = await signUpUser();
    const path = `/${user.id}/term.ics`;
    feeds.serve(path, timetable('first'));
    const feed = await addFeed(user, 'Term', feeds.url(path));
    await eventually(async () => expect(await weekEvents(user.client, user.id, week)).toHaveLength(2));

    feeds.serve(path, { body: '', status: 200 });
    expect(await sync(user, feed.id)).toMatchObject({ status: 'error', errorMessage: 'The calendar feed returned no data.', eventCount: 2 });
    feeds.serve(path, { body: 'down', status: 503 });
    expect(await sync(user, feed.id)).toMatchObject({ status: 'error', eventCount: 2 });
    expect(await weekEvents(user.client, user.id, week)).toHaveLength(2);

    feeds.serve(path, icsCalendar([]));
    expect(await sync(user, feed.id)).toMatchObject({
      status: 'active',
      eventCount: 0,
      errorMessage: 'The calendar was read, but it has no events from 8 weeks ago to 26 weeks ahead.',
    });
    await eventually(async () => expect(await weekEvents(user.client, user.id, week)).toHaveLength(0));
  });
});
