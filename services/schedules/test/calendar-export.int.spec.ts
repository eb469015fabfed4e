import { ApiClient, signUpUser, type SignedUpUser } from '@overlap/test-support';
import { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { eventually, IngestionEvents, type TestOccurrence } from './ingestion-events';

// Everything is placed relative to this week: the export covers 4 weeks back and 26 ahead (ADR 032).
const ZONE = 'Europe/Stockholm';
const monday = DateTime.now().setZone(ZONE).startOf('week');
const window = { from: monday.minus({ weeks: 4 }), to: monday.plus({ weeks: 27 }) };
const at = (weeks: number, day: number, hour: number, minute = 0) => monday.plus({ weeks, days: day }).set({ hour, minute });
const timed = (id: string, title: string, start: DateTime, minutes: number, extra: Partial<TestOccurrence> = {}): TestOccurrence => ({
  id,
  title,
  start: start.toUTC().toISO()!,
  end: start.plus({ minutes }).toUTC().toISO()!,
  ...extra,
});

const feed: TestOccurrence[] = [
  timed('macro@1', 'Macroeconomics', at(0, 2, 9, 15), 105, { location: 'Room A1.02' }),
  timed('macro@2', 'Macroeconomics', at(1, 2, 9, 15), 105, { location: 'Room A1.02' }),
  timed('stats@1', 'Statistics; exam prep', at(-3, 0, 13), 90, { description: 'Chapter 4, 5\nand 6' }),
  timed('late@1', 'Late seminar', at(25, 4, 18), 120),
  // Outside the window on both sides.
  timed('old@1', 'Too old', at(-5, 1, 10), 60),
  timed('far@1', 'Too far', at(27, 1, 10), 60),
  {
    id: 'holiday@1',
    title: 'Reading week',
    start: at(2, 0, 0).toISODate() + 'T00:00:00+01:00',
    end: at(2, 2, 0).toISODate() + 'T00:00:00+01:00',
    allDay: true,
    sourceTimezone: ZONE,
  },
];
// A second source (a screenshot import, as schedules sees it): the export combines every source.
const imported: TestOccurrence[] = [timed('lab@1', 'Chemistry lab', at(0, 3, 14), 120), timed('lab@2', 'Chemistry lab', at(1, 3, 14), 120)];

const readExport = async (url: string) => {
  const res = await fetch(url, { headers: { 'x-forwarded-for': '10.9.8.7' } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
/** One line per occurrence: what a calendar app shows. */
const fromExport = (text: string) =>
  vevents(text)
    .map((e) => (e.datetype === 'date' ? `${e.summary} all day ${DateTime.fromJSDate(e.start).toISODate()}` : `${e.summary} ${e.start.toISOString()}`))
    .sort();
const fromApi = async (client: ApiClient) => {
  const query = `start=${encodeURIComponent(window.from.toISO()!)}&end=${encodeURIComponent(window.to.toISO()!)}`;
  const res = await client.get(`/api/ics/events?${query}`);
  expect(res.status).toBe(200);
  const lines = new Set<string>();
  for (const e of res.body.events as { title: string; start: string; allDay: boolean }[]) {
    // Each day of an all-day event is a piece in the API; the export has the event once.
    lines.add(e.allDay ? '' : `${e.title} ${new Date(e.start).toISOString()}`);
  }
  lines.delete('');
  return [...lines];
};

describe('calendar export (ADR 032)', () => {
  const events = new IngestionEvents();
  let user: SignedUpUser;

  beforeAll(async () => {
    await events.start();
    user = await signUpUser();
    await events.replace(user.id, 'feed-a', 1, feed);
    await events.replace(user.id, 'shot-1', 1, imported);
    await eventually(
      () => fromApi(user.client),
      (lines) => lines.length === 6,
    );
  }, 60_000);
  afterAll(() => events.stop());

  it('has no link until one is made', async () => {
    const fresh = await signUpUser();
    expect((await fresh.client.get('/api/ics/export')).body).toEqual({ active: false, weeksBack: 4, weeksAhead: 26 });
    expect((await fresh.client.delete('/api/ics/export')).body).toEqual({ revoked: false });
  });

  it('serves the combined schedule without a session, as node-ical reads the same occurrences as the schedule API', async () => {
    const made = await user.client.post('/api/ics/export');
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/localhost:8080\/api\/ics\/export\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.body.webcalUrl).toBe(made.body.url.replace(/^http:/, 'webcal:'));

    const read = await readExport(made.body.url);
    expect(read.status).toBe(200);
    expect(read.type).toBe('text/calendar; charset=utf-8');
    const api = await fromApi(user.client);
    const exported = fromExport(read.text);
    expect(exported.filter((line) => !line.includes('all day'))).toEqual(api.sort());
    expect(exported).toContain(`Reading week all day ${at(2, 0, 0).toISODate()}`);
    expect(exported.some((line) => line.startsWith('Too '))).toBe(false);
    expect(exported.filter((line) => line.startsWith('Chemistry lab'))).toHaveLength(2);

    const stats = vevents(read.text).find((e) => e.summary === 'Statistics; exam prep')!;
    expect(stats.description).toBe('Chapter 4, 5\nand 6');
    const holiday = vevents(read.text).find((e) => e.summary === 'Reading week')!;
    expect(DateTime.fromJSDate(holiday.end!).toISODate()).toBe(at(2, 2, 0).toISODate());

    const state = (await user.client.get('/api/ics/export')).body;
    expect(state).toMatchObject({ active: true, createdAt: made.body.createdAt, weeksBack: 4, weeksAhead: 26 });
    expect(state.lastReadAt).toEqual(expect.any(String));
  });

  it('keeps every UID the same from one read to the next and after a sync', async () => {
    const { url } = (await user.client.post('/api/ics/export')).body;
    const before = vevents((await readExport(url)).text).map((e) => `${e.uid} ${e.summary}`);
    await events.replace(user.id, 'feed-a', 2, [...feed, timed('extra@1', 'Extra session', at(0, 4, 8), 60)]);
    await eventually(
      async () => vevents((await readExport(url)).text).length,
      (n) => n === before.length + 1,
    );
    const after = vevents((await readExport(url)).text).map((e) => `${e.uid} ${e.summary}`);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(new Set(after.map((line) => line.split(' ')[0])).size).toBe(after.length);
  });

  it('leaves cleared weeks out, as the calendar does', async () => {
    const { url } = (await user.client.post('/api/ics/export')).body;
    const next = monday.plus({ weeks: 1 });
    const clean = await user.client.delete(`/api/events/clean?week=${next.weekNumber}&year=${next.weekYear}`);
    expect(clean.status).toBe(200);
    const exported = fromExport((await readExport(url)).text);
    expect(exported.filter((line) => !line.includes('all day'))).toEqual((await fromApi(user.client)).sort());
    expect(exported).not.toContain(`Macroeconomics ${at(1, 2, 9, 15).toUTC().toJSDate().toISOString()}`);
    expect(exported).toContain(`Macroeconomics ${at(0, 2, 9, 15).toUTC().toJSDate().toISOString()}`);
    expect(exported.filter((line) => line.startsWith('Chemistry lab'))).toHaveLength(1);
    await user.client.post(`/api/events/restore?week=${next.weekNumber}&year=${next.weekYear}`);
    expect(fromExport((await readExport(url)).text).filter((line) => line.startsWith('Chemistry lab'))).toHaveLength(2);
  });

  it('stops serving a replaced or revoked link: 404, the same as a link that never existed', async () => {
    const first = (await user.client.post('/api/ics/export')).body.url as string;
    const second = (await user.client.post('/api/ics/export')).body.url as string;
    expect(second).not.toBe(first);
    expect((await readExport(first)).status).toBe(404);
    expect((await readExport(second)).status).toBe(200);

    expect((await user.client.delete('/api/ics/export')).body).toEqual({ revoked: true });
    expect((await readExport(second)).status).toBe(404);
    expect((await user.client.get('/api/ics/export')).body).toMatchObject({ active: false });
    const never = second.replace(/[A-Za-z0-9_-]{43}(?=\.ics$)/, 'A'.repeat(43));
    expect((await readExport(never)).status).toBe(404);
  });

  it('needs the session for everything but reading a link, and the CSRF header to change it', async () => {
    const visitor = new ApiClient();
    expect((await visitor.get('/api/ics/export')).status).toBe(401);
    expect((await visitor.post('/api/ics/export')).status).toBe(401);
    expect((await user.client.post('/api/ics/export', undefined, { 'x-requested-with': '' })).status).toBe(403);
    expect((await user.client.request('DELETE', '/api/ics/export', undefined, { 'x-requested-with': '' })).status).toBe(403);
    // A malformed token is not a public path at all.
    expect((await visitor.get('/api/ics/export/not-a-token.ics')).status).toBe(401);
  });
});
