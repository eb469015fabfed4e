import { eventually, signUpUser, weekAhead } from '@overlap/test-support';
import { renderScreens, screenName } from '@overlap/test-support/src/timetable-screens/render-screens';
import type { ScreenSpec } from '@overlap/test-support/src/timetable-screens/timetable-html';
import { renderStudentScreens, studentScreens } from '@overlap/test-support/src/timetable-screens/student-screens';
import { timetableWeek, type TruthClass } from '@overlap/test-support/src/timetable-screens/timetable-week';
import { weekEvents } from './support/calendar-helpers';
import { SecondInstance } from './support/second-instance';

const key = (c: Pick<TruthClass, 'weekday' | 'start' | 'end' | 'title'>) => `${c.weekday} ${c.start}-${c.end} ${c.title}`;

/**
 * A fresh machine: an ingestion without an OpenAI key reads with the real Tesseract. Timetables
 * are rendered in Chromium from HTML (their ground truth known) and uploaded; the reviewed
 * classes are saved through the gateway. Two images only (the full measured set is
 * `npm run bench -- screenshot`).
 */
describe('screenshot import read on this server (Tesseract), no key configured', () => {
  const keyless = new SecondInstance(13_108, { OPENAI_API_KEY: undefined });
  const specs: ScreenSpec[] = [
    { style: 'timeedit', scheme: 'light', width: 1440, language: 'en', classes: timetableWeek(7, 'en') },
    { style: 'list', scheme: 'dark', width: 390, language: 'de', classes: timetableWeek(8, 'de') },
  ];
  // One screenshot of each kind students take (issue 26), from the bench's tune part: a dark Danish agenda, a US
  // 12-hour grid as JPEG, a Chinese table, a shrunk JPEG, side-by-side classes, German dated headers.
  const STUDENT_SCREENS = [
    'agenda-tune-5001-da',
    'us-grid-tune-6000-en',
    'cjk-tune-7000-zh',
    'downscaled-tune-8002-de',
    'side-by-side-tune-9002-de',
    'dated-headers-tune-10002-de',
  ];
  let screens: Awaited<ReturnType<typeof renderScreens>>;
  let studentShots: Awaited<ReturnType<typeof renderStudentScreens>>;
  beforeAll(async () => {
    screens = await renderScreens(specs);
    studentShots = await renderStudentScreens(studentScreens('tune').filter((s) => STUDENT_SCREENS.includes(s.name)));
    await keyless.start();
  }, 180_000);
  afterAll(() => keyless.stop());

  /** Uploads through the keyless instance with the user's session cookie. */
  async function read(user: Awaited<ReturnType<typeof signUpUser>>, png: Buffer, language: string, type = 'image/png') {
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${keyless.url}/api/parse/screenshot?lang=${language}`, {
      method: 'POST',
      headers: { cookie, 'content-type': type },
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

  it.each(STUDENT_SCREENS.map((name) => [name]))(
    'reads %s: all classes but at most one exactly, none made up',
    async (name) => {
      const { screen, image, contentType } = studentShots.find((s) => s.screen.name === name)!;
      const user = await signUpUser();
      const answer = await read(user, image, screen.language, contentType);
      expect(answer.status).toBe(200);
      const found = new Set(answer.body.events.map(key));
      expect(screen.truth.filter((c) => found.has(key(c))).length).toBeGreaterThanOrEqual(screen.truth.length - 1);
      // No heading, status bar or noise becomes a class: nothing beyond the screenshot's own classes.
      expect(answer.body.events.length).toBeLessThanOrEqual(screen.truth.length);
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
