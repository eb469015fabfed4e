import { ApiClient, FEED_SERVER_PORTS, FeedServer, icsCalendar, signUpUser, weekAhead } from '@overlap/test-support';
import { randomInt } from 'node:crypto';

const RETRY = 'Check the link, or try again in a few minutes.';

/** POST /api/ics/subscriptions/preview through the gateway (issue 18's onboarding): read now, stored nowhere. */
describe('feed preview', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.onboarding);
  const termStart = weekAhead(2);
  const secondWeek = weekAhead(3);
  // Paths without ids: a UUID in a path looks like a secret and would be masked.
  const slug = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

  beforeAll(() => feeds.start(), 30_000);
  afterAll(() => feeds.stop());

  it('answers the first weeks with classes in the student’s zone and stores nothing', async () => {
    const user = await signUpUser();
    const path = `/${slug()}/term.ics`;
    feeds.serve(
      path,
      icsCalendar([
        {
          uid: 'algebra-1@uni.test',
          summary: 'Linear Algebra',
          start: termStart.at(0, '09:15'),
          end: termStart.at(0, '11:00'),
          location: 'Aud. 1',
          categories: 'Lecture',
        },
        { uid: 'stats-1@uni.test', summary: 'Statistics', start: termStart.at(3, '13:00'), end: termStart.at(3, '15:00'), location: 'Room 2' },
        {
          uid: 'algebra-2@uni.test',
          summary: 'Linear Algebra',
          start: secondWeek.at(0, '09:15'),
          end: secondWeek.at(0, '11:00'),
          location: 'Aud. 1',
          categories: 'Lecture',
        },
      ]),
    );

    const res = await user.client.post('/api/ics/subscriptions/preview', { url: feeds.url(path) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timezone: 'Europe/Stockholm', upcomingCount: 3 });
    expect(res.body.weeks.map((w: { week: number; year: number }) => [w.week, w.year])).toEqual([
      [termStart.week, termStart.year],
      [secondWeek.week, secondWeek.year],
      [weekAhead(4).week, weekAhead(4).year],
    ]);
    expect(res.body.weeks[0].monday).toBe(termStart.monday.toISODate());
    expect(res.body.weeks[0].events).toEqual([
      {
        title: 'Linear Algebra',
        location: 'Aud. 1',
        type: 'Lecture',
        date: termStart.monday.toISODate(),
        weekday: 1,
        start: '09:15',
        end: '11:00',
        allDay: false,
      },
      expect.objectContaining({ title: 'Statistics', weekday: 4, start: '13:00', end: '15:00', location: 'Room 2' }),
    ]);
    expect(res.body.weeks[1].events).toHaveLength(1);
    expect(res.body.weeks[2].events).toEqual([]);
    expect(feeds.hits(path)).toHaveLength(1);

    const list = await user.client.get(`/api/ics/subscriptions/user/${user.id}`);
    expect(list.body).toEqual({ subscriptions: [], status: { total: 0, active: 0, error: 0, disconnected: 0 } });
  });

  it('answers no weeks for a calendar with nothing ahead', async () => {
    const user = await signUpUser();
    const path = `/${slug()}/old.ics`;
    const past = weekAhead(-3);
    feeds.serve(path, icsCalendar([{ uid: 'old@uni.test', summary: 'Old class', start: past.at(0, '09:00'), end: past.at(0, '10:00') }]));
    const res = await user.client.post('/api/ics/subscriptions/preview', { url: feeds.url(path) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'Europe/Stockholm', upcomingCount: 0, weeks: [] });
  });

  it.each([
    ['no URL', {}, 'ICS URL is required'],
    ['an invalid URL', { url: 'my timetable please' }, 'Please enter a valid URL'],
    ['an ftp URL', { url: 'ftp://cal.uni.edu/a.ics' }, 'Only http, https and webcal links can be used as calendar feeds'],
    [
      'a private network address',
      { url: 'http://192.168.1.10/a.ics' },
      'This address cannot be used as a calendar feed: it points to a private or local network.',
    ],
    [
      'a loopback port that is not allow-listed',
      { url: 'http://127.0.0.1:5432/a.ics' },
      'This address cannot be used as a calendar feed: it points to a private or local network.',
    ],
  ])('refuses %s with 400 on the url field', async (_name, body, message) => {
    const user = await signUpUser();
    const res = await user.client.post('/api/ics/subscriptions/preview', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ field: 'url', message }]);
  });

  it('answers 422 with the reason when the feed cannot be fetched or read', async () => {
    const user = await signUpUser();
    const dir = slug();
    feeds.serve(`/${dir}/gone.ics`, { body: '', status: 404 });
    feeds.serve(`/${dir}/locked.ics`, { body: '', status: 403 });
    feeds.serve(`/${dir}/page.ics`, { body: '<!doctype html><html><body>Log in to TimeEdit</body></html>', headers: { 'content-type': 'text/html' } });
    feeds.serve(`/${dir}/broken.ics`, { body: '', status: 503 });
    const cases: [string, string, string][] = [
      [feeds.url(`/${dir}/gone.ics`), 'feed_disconnected', 'This calendar no longer exists at this address.'],
      [feeds.url(`/${dir}/locked.ics`), 'feed_private', 'This calendar is private: the server refused access.'],
      [feeds.url(`/${dir}/page.ics`), 'feed_error', 'The link did not return a calendar (.ics) file.'],
      [feeds.url(`/${dir}/broken.ics`), 'feed_error', `The calendar server had a problem (HTTP 503). ${RETRY}`],
      // Allow-listed, but nothing listens there during this test.
      [`http://127.0.0.1:${FEED_SERVER_PORTS.onboardingBrowser}/${dir}.ics`, 'feed_error', `The calendar server could not be reached. ${RETRY}`],
    ];
    for (const [url, code, start] of cases) {
      const res = await user.client.post('/api/ics/subscriptions/preview', { url });
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 422, code });
      expect(res.body.message.startsWith(start)).toBe(true);
      expect(res.body.errors).toEqual([{ field: 'url', message: res.body.message }]);
    }
  });

  it('is for signed-in students only', async () => {
    const res = await new ApiClient().post('/api/ics/subscriptions/preview', { url: feeds.url('/any.ics') });
    expect(res.status).toBe(401);
  });
});
