import { ApiClient, signUpUser } from '@overlap/test-support';
import sharp from 'sharp';
import { renderStudentScreens, studentScreens } from '@overlap/test-support/src/timetable-screens/student-screens';
import type { TruthClass } from '@overlap/test-support/src/timetable-screens/timetable-week';

const key = (c: Pick<TruthClass, 'weekday' | 'start' | 'end' | 'title'>) => `${c.weekday} ${c.start}-${c.end} ${c.title}`;

// One screenshot of each kind students take (issue 26), from the bench's tune part: a dark Danish agenda, a US 12-hour
// grid as JPEG, a Chinese table, a shrunk JPEG, side-by-side classes, German dated headers.
const STUDENT_SCREENS = [
  'agenda-tune-5001-da',
  'us-grid-tune-6000-en',
  'cjk-tune-7000-zh',
  'downscaled-tune-8002-de',
  'side-by-side-tune-9002-de',
  'dated-headers-tune-10002-de',
];

/**
 * The product's path: a signed-in student uploads a real screenshot to the gateway
 * (`POST /api/parse/screenshot`, routed to the reader), which the running ingestion reads on this
 * server with Tesseract (`reader=on-device`: the stack under test may also have a vision model).
 */
describe('screenshot reading through the gateway', () => {
  let shots: Awaited<ReturnType<typeof renderStudentScreens>>;
  beforeAll(async () => {
    shots = await renderStudentScreens(studentScreens('tune').filter((s) => STUDENT_SCREENS.includes(s.name)));
  }, 120_000);

  const upload = (client: ApiClient, shot: (typeof shots)[number]) =>
    client.post(`/api/parse/screenshot?reader=on-device&lang=${shot.screen.language}`, new Uint8Array(shot.image), { 'content-type': shot.contentType });
  const shot = (name: string) => shots.find((s) => s.screen.name === name)!;

  it.each(STUDENT_SCREENS.map((name) => [name]))(
    'reads %s for a signed-in student: all classes but at most one exactly, none made up',
    async (name) => {
      const { screen } = shot(name);
      const user = await signUpUser();
      const answer = await upload(user.client, shot(name));
      expect(answer.status).toBe(200);
      expect(answer.body.reader).toBe('on-device');
      expect(answer.body.message).toBe(`Found ${answer.body.events.length} events by reading the screenshot on this server`);
      const found = new Set(answer.body.events.map(key));
      expect(screen.truth.filter((c) => found.has(key(c))).length).toBeGreaterThanOrEqual(screen.truth.length - 1);
      // No heading, status bar or noise becomes a class: nothing beyond the screenshot's own classes.
      expect(answer.body.events.length).toBeLessThanOrEqual(screen.truth.length);
      // The week its dates show is offered as the import's start.
      expect(answer.body.weekOf).toBe(screen.monday ?? null);
    },
    60_000,
  );

  it('refuses a student who is not signed in', async () => {
    const answer = await upload(new ApiClient(), shot(STUDENT_SCREENS[2]));
    expect(answer.status).toBe(401);
  });

  it('answers 503 with a clear message when more screenshots arrive at once than the reader may hold, and reads the rest', async () => {
    // READER_CONCURRENCY readings (2) and READER_QUEUE_LIMIT waiting (20) by default: 25 at once leave some over. A corner
    // of a real screenshot (its header and first classes) keeps the burst's readings short.
    const user = await signUpUser();
    const whole = shot('cjk-tune-7000-zh');
    const corner = {
      ...whole,
      image: await sharp(whole.image).extract({ left: 0, top: 0, width: 600, height: 300 }).png().toBuffer(),
      contentType: 'image/png',
    };
    const burst = await Promise.all(Array.from({ length: 25 }, () => upload(user.client, corner)));
    const busy = burst.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy)
      expect(r.body).toMatchObject({ statusCode: 503, message: 'Many screenshots are being read on this server right now. Please try again in a minute.' });
    // Every other upload was read, and the reader takes new ones once the burst is over.
    for (const r of burst.filter((b) => b.status !== 503)) expect([r.status, r.body.reader]).toEqual([200, 'on-device']);
    expect((await upload(user.client, corner)).status).toBe(200);
  }, 180_000);
});
