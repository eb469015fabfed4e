import { eventually, signUpUser, weekAhead } from '@overlap/test-support';
import { renderScreens, screenName } from '@overlap/test-support/src/timetable-screens/render-screens';
import type { ScreenSpec } from '@overlap/test-support/src/timetable-screens/timetable-html';
import { timetableWeek, type TruthClass } from '@overlap/test-support/src/timetable-screens/timetable-week';
import { weekEvents } from './support/calendar-helpers';
import { SecondInstance } from './support/second-instance';

const key = (c: Pick<TruthClass, 'weekday' | 'start' | 'end' | 'title'>) => `${c.weekday} ${c.start}-${c.end} ${c.title}`;

/**
 * A fresh machine: an ingestion without an OpenAI key reads with the real Tesseract. Timetables
 * are rendered in Chromium from HTML (their ground truth known) and uploaded; the reviewed
 * classes are saved through the gateway. Two images only (the full measured set is
 * `npm run bench -- screenshot`); one of each kind students take is read through the gateway in
 * screenshot-through-gateway.int.spec.ts.
 */
describe('screenshot import read on this server (Tesseract), no key configured', () => {
  const keyless = new SecondInstance(13_108, { OPENAI_API_KEY: undefined });
  const specs: ScreenSpec[] = [
    { style: 'timeedit', scheme: 'light', width: 1440, language: 'en', classes: timetableWeek(7, 'en') },
    { style: 'list', scheme: 'dark', width: 390, language: 'de', classes: timetableWeek(8, 'de') },
  ];
  let screens: Awaited<ReturnType<typeof renderScreens>>;
  beforeAll(async () => {
    screens = await renderScreens(specs);
    await keyless.start();
  }, 180_000);
  afterAll(() => keyless.stop());

  /** Uploads through the keyless instance with the user's session cookie. */
  async function read(user: Awaited<ReturnType<typeof signUpUser>>, png: Buffer, language: string) {
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${keyless.url}/api/parse/screenshot?lang=${language}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    return { status: res.status, body: await res.json() };
  }

  it.each(specs.map((s) => [screenName(s)]))(
    'reads the classes of %s, each with its confidence per field',
    async (name) => {
      const screen = screens.find((s) => s.name === name)!;
      const user = await signUpUser();
      const answer = await read(user, screen.png, screen.spec.language);
      expect(answer.status).toBe(200);
      expect(answer.body.reader).toBe('on-device');
      expect(answer.body.message).toBe(`Found ${answer.body.events.length} events by reading the screenshot on this server`);
      const found = new Set(answer.body.events.map(key));
      const exact = screen.truth.filter((c) => found.has(key(c))).length;
      expect(exact / screen.truth.length).toBeGreaterThanOrEqual(0.5);
      for (const e of answer.body.events) {
        expect(Object.keys(e.confidence).sort()).toEqual(['end', 'location', 'start', 'title', 'type', 'weekday']);
        for (const v of Object.values(e.confidence) as number[]) expect(v).toBeGreaterThanOrEqual(0);
      }
      // Nothing is stored by reading: the imports list stays empty until the student saves.
      expect((await user.client.get('/api/parse/imports')).body.imports).toEqual([]);
    },
    60_000,
  );

  it('saves what the student reviewed: the classes appear in the week', async () => {
    const screen = screens[0];
    const user = await signUpUser();
    const answer = await read(user, screen.png, 'en');
    const reviewed = screen.truth.filter((c) => answer.body.events.some((e: TruthClass) => key(e) === key(c))).slice(0, 2);
    const saved = await user.client.post('/api/parse/screenshot/save', { name: 'Rendered week', events: reviewed });
    expect(saved.status).toBe(201);
    await eventually(async () =>
      expect((await weekEvents(user.client, user.id, weekAhead(1))).map((e) => [e.weekday, e.start_time, e.end_time, e.title])).toEqual(
        reviewed.map((c) => [c.weekday, c.start, c.end, c.title]),
      ),
    );
  }, 60_000);
});
