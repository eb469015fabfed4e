import { Topics } from '@overlap/proto';
import { ApiClient, eventually, FEED_SERVER_PORTS, FeedServer, icsCalendar, KafkaProbe, signUpUser, weekAhead } from '@overlap/test-support';
import { randomInt } from 'node:crypto';
import { addFeed, sourceMessages, weekEvents } from './support/calendar-helpers';

/** Feed subscription calls (docs/product/calendar-feeds.md) through the gateway. */
describe('feed subscriptions', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.subscriptions);
  const probe = new KafkaProbe(Topics.ingestionSchedules);
  const week = weekAhead(3);
  const oneClass = (title = 'Seminar: Ethics') =>
    icsCalendar([{ uid: `${title}@uni.test`, summary: title, start: week.at(1, '09:00'), end: week.at(1, '10:00') }]);

  // Paths without ids: a UUID in a path looks like a secret and would be masked.
  const slug = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

  beforeAll(async () => {
    await feeds.start();
    await probe.start();
  }, 60_000);
  afterAll(async () => {
    await probe.stop();
    await feeds.stop();
  });

  it('lists feeds with the status summary, defaulting the interval to 30 minutes', async () => {
    const user = await signUpUser();
    const empty = await user.client.get(`/api/ics/subscriptions/user/${user.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ subscriptions: [], status: { total: 0, active: 0, error: 0, disconnected: 0 } });

    const dir = slug();
    feeds.serve(`/${dir}/a.ics`, oneClass());
    feeds.serve(`/${dir}/gone.ics`, { body: '', status: 404 });
    await addFeed(user, 'Courses', feeds.url(`/${dir}/a.ics`));
    await addFeed(user, 'Old link', feeds.url(`/${dir}/gone.ics`), 240);

    const list = await user.client.get(`/api/ics/subscriptions/user/${user.id}`);
    expect(list.body.status).toEqual({ total: 2, active: 1, error: 0, disconnected: 1 });
    expect(list.body.subscriptions).toEqual([
      expect.objectContaining({ name: 'Courses', userId: user.id, syncInterval: 30, status: 'active', eventCount: 1, errorMessage: null, isPrivate: false }),
      expect.objectContaining({ name: 'Old link', syncInterval: 240, status: 'disconnected', eventCount: 0 }),
    ]);
    const [first] = list.body.subscriptions;
    for (const key of ['id', 'url', 'lastSync', 'nextSync', 'createdAt']) expect(first[key]).toEqual(expect.any(String));
  });

  it.each([
    ['no name', { url: 'https://cal.uni.edu/a.ics' }, 'Subscription name is required'],
    ['a blank name', { name: '   ', url: 'https://cal.uni.edu/a.ics' }, 'Subscription name is required'],
    ['no URL', { name: 'Uni' }, 'ICS URL is required'],
    ['an empty URL', { name: 'Uni', url: '' }, 'ICS URL is required'],
    ['an invalid URL', { name: 'Uni', url: 'my timetable please' }, 'Please enter a valid URL'],
    ['an ftp URL', { name: 'Uni', url: 'ftp://cal.uni.edu/a.ics' }, 'Only http, https and webcal links can be used as calendar feeds'],
    ['an interval not offered', { name: 'Uni', url: 'https://cal.uni.edu/a.ics', syncInterval: 5 }, 'Sync interval must be 15, 30, 60 or 240 minutes'],
    [
      'a private network address',
      { name: 'Uni', url: 'http://192.168.1.10/a.ics' },
      'This address cannot be used as a calendar feed: it points to a private or local network.',
    ],
    [
      'a loopback address in decimal',
      { name: 'Uni', url: 'http://2130706433/a.ics' },
      'This address cannot be used as a calendar feed: it points to a private or local network.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const user = await signUpUser();
    const res = await user.client.post('/api/ics/subscriptions', { userId: user.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await user.client.get(`/api/ics/subscriptions/user/${user.id}`)).body.subscriptions).toEqual([]);
  });

  it('accepts webcal links and masks private tokens in every answer', async () => {
    const user = await signUpUser();
    const token = 'Zq8Xw2Vb6Nm4Lk0Jh7Gf3Ds1';
    const dir = slug();
    const path = `/${dir}/private-${token}/basic.ics`;
    feeds.serve(path, oneClass());
    const created = await user.client.post('/api/ics/subscriptions', {
      userId: user.id,
      name: 'Google',
      url: `webcal://127.0.0.1:${FEED_SERVER_PORTS.subscriptions}${path}`,
    });
    // webcal is fetched as https, which the local plain-http server cannot answer: the feed is stored and reports an error.
    expect(created.status).toBe(201);
    const byHttp = await user.client.post('/api/ics/subscriptions', {
      userId: user.id,
      name: 'Google (http)',
      url: `${feeds.url(path)}?authtoken=${token}&view=week`,
    });
    expect(byHttp.status).toBe(201);
    expect(byHttp.body.url).toBe(`http://127.0.0.1:${FEED_SERVER_PORTS.subscriptions}/${dir}/private-Zq****/basic.ics?authtoken=Zq****&view=week`);
    expect(byHttp.body).toMatchObject({ isPrivate: true, status: 'active' });
    expect(created.body.url.startsWith(`https://127.0.0.1:${FEED_SERVER_PORTS.subscriptions}/`)).toBe(true);

    const answers = [
      created,
      byHttp,
      await user.client.get(`/api/ics/subscriptions/user/${user.id}`),
      await user.client.put(`/api/ics/subscriptions/${byHttp.body.id}`, { name: 'Renamed' }),
      await user.client.post(`/api/ics/subscriptions/${byHttp.body.id}/sync`),
    ];
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(token.slice(2));

    // Saving the edit form with the masked URL shown keeps the real one.
    const saved = await user.client.put(`/api/ics/subscriptions/${byHttp.body.id}`, { name: 'Renamed', url: byHttp.body.url, syncInterval: 60 });
    expect(saved.status).toBe(200);
    expect((await user.client.post(`/api/ics/subscriptions/${byHttp.body.id}/sync`)).body).toMatchObject({
      status: 'active',
      syncInterval: 60,
      name: 'Renamed',
    });
  });

  it('edits name, interval and link, and re-fetches a new link at once', async () => {
    const user = await signUpUser();
    feeds.serve(`/${user.id}/v1.ics`, oneClass('Old course'));
    feeds.serve(`/${user.id}/v2.ics`, oneClass('New course'));
    const feed = await addFeed(user, 'Courses', feeds.url(`/${user.id}/v1.ics`));
    const res = await user.client.put(`/api/ics/subscriptions/${feed.id}`, { name: ' Courses 2 ', url: feeds.url(`/${user.id}/v2.ics`), syncInterval: 15 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Courses 2', syncInterval: 15, status: 'active' });
    expect(feeds.hits(`/${user.id}/v2.ics`)).toHaveLength(1);
    await eventually(async () => expect((await weekEvents(user.client, user.id, week)).map((e) => e.title)).toEqual(['New course']));

    for (const [body, message] of [
      [{ name: '' }, 'Subscription name is required'],
      [{ url: 'nope' }, 'Please enter a valid URL'],
      [{ syncInterval: 45 }, 'Sync interval must be 15, 30, 60 or 240 minutes'],
    ] as const) {
      const bad = await user.client.put(`/api/ics/subscriptions/${feed.id}`, body);
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
  });

  it('deletes a feed and its events', async () => {
    const user = await signUpUser();
    feeds.serve(`/${user.id}/del.ics`, oneClass('To be deleted'));
    const feed = await addFeed(user, 'Temporary', feeds.url(`/${user.id}/del.ics`));
    await eventually(async () => expect(await weekEvents(user.client, user.id, week)).toHaveLength(1));

    const res = await user.client.delete(`/api/ics/subscriptions/${feed.id}`);
    expect(res.status).toBe(200);
    await eventually(async () => expect(sourceMessages(probe, user.id, feed.id).at(-1)?.eventType).toBe('ingestion.source.removed'));
    await eventually(async () => expect(await weekEvents(user.client, user.id, week)).toEqual([]));
    expect((await user.client.get(`/api/ics/subscriptions/user/${user.id}`)).body.status.total).toBe(0);
    expect((await user.client.delete(`/api/ics/subscriptions/${feed.id}`)).status).toBe(404);
  });

  it('keeps users apart: another user id is 403, another user’s feed is 404', async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    feeds.serve(`/${owner.id}/mine.ics`, oneClass());
    const feed = await addFeed(owner, 'Mine', feeds.url(`/${owner.id}/mine.ics`));

    expect((await other.client.get(`/api/ics/subscriptions/user/${owner.id}`)).status).toBe(403);
    expect((await other.client.post('/api/ics/subscriptions', { userId: owner.id, name: 'x', url: 'https://cal.uni.edu/x.ics' })).status).toBe(403);
    expect((await other.client.put(`/api/ics/subscriptions/${feed.id}`, { name: 'Hijacked' })).status).toBe(404);
    expect((await other.client.post(`/api/ics/subscriptions/${feed.id}/sync`)).status).toBe(404);
    expect((await other.client.delete(`/api/ics/subscriptions/${feed.id}`)).status).toBe(404);
    expect((await other.client.delete('/api/ics/subscriptions/not-a-uuid')).status).toBe(404);
    expect((await owner.client.get(`/api/ics/subscriptions/user/${owner.id}`)).body.subscriptions[0].name).toBe('Mine');
    expect((await new ApiClient().get(`/api/ics/subscriptions/user/${owner.id}`)).status).toBe(401);
  });

  it('refuses a duplicate feed and more than 20 feeds with 409', async () => {
    const user = await signUpUser();
    for (let i = 0; i < 20; i++) feeds.serve(`/${user.id}/f${i}.ics`, oneClass(`Course ${i}`));
    await addFeed(user, 'Feed 0', feeds.url(`/${user.id}/f0.ics`));
    const dup = await user.client.post('/api/ics/subscriptions', { userId: user.id, name: 'Again', url: feeds.url(`/${user.id}/f0.ics`) });
    expect([dup.status, dup.body.message]).toEqual([409, 'You are already subscribed to this calendar feed']);
    for (let i = 1; i < 20; i++) await addFeed(user, `Feed ${i}`, feeds.url(`/${user.id}/f${i}.ics`));
    const over = await user.client.post('/api/ics/subscriptions', { userId: user.id, name: 'One too many', url: feeds.url(`/${user.id}/f21.ics`) });
    expect([over.status, over.body.message]).toEqual([409, 'You can subscribe to at most 20 calendar feeds']);
  }, 60_000);

  it('imports locally kept events once, as a source of its own', async () => {
    const user = await signUpUser();
    const events = [
      { title: 'Study session', start: week.at(4, '14:00').toISOString(), end: week.at(4, '16:00').toISOString(), location: 'Library' },
      { title: 'Seminar prep', start: week.at(3, '08:00').toISOString(), end: week.at(3, '09:00').toISOString(), description: 'Seminar' },
    ];
    const first = await user.client.post('/api/ics/subscriptions/migrate', { events });
    expect([first.status, first.body]).toEqual([200, { migratedCount: 2 }]);
    const again = await user.client.post('/api/ics/subscriptions/migrate', { events });
    expect(again.body).toEqual({ migratedCount: 0 });
    expect((await user.client.post('/api/ics/subscriptions/migrate')).body).toEqual({ migratedCount: 0 });
    const more = await user.client.post('/api/ics/subscriptions/migrate', {
      events: [...events, { title: 'Extra', start: week.at(0, '18:00').toISOString(), end: week.at(0, '19:00').toISOString() }],
    });
    expect(more.body).toEqual({ migratedCount: 1 });

    await eventually(async () =>
      expect((await weekEvents(user.client, user.id, week)).map((e) => [e.weekday, e.start_time, e.title, e.type])).toEqual([
        ['Mon', '18:00', 'Extra', 'Class'],
        ['Thu', '08:00', 'Seminar prep', 'Seminar'],
        ['Fri', '14:00', 'Study session', 'Class'],
      ]),
    );
    // Local imports are not feed subscriptions.
    expect((await user.client.get(`/api/ics/subscriptions/user/${user.id}`)).body.status.total).toBe(0);

    const bad = await user.client.post('/api/ics/subscriptions/migrate', { events: [{ title: '', start: 'soon', end: 'later' }] });
    expect([bad.status, bad.body.message]).toEqual([400, 'Each event needs a title']);
    const tooMany = await user.client.post('/api/ics/subscriptions/migrate', {
      events: Array.from({ length: 1001 }, () => ({ title: 'x', start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z' })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 1,000 events can be imported at once');
  });
});
