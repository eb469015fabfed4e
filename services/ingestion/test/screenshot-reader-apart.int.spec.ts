import { signUpUser } from '@overlap/test-support';
import { renderScreens } from '@overlap/test-support/src/timetable-screens/render-screens';
import { timetableWeek } from '@overlap/test-support/src/timetable-screens/timetable-week';
import { SecondInstance } from './support/second-instance';

/**
 * The chart's separate reader (ADR 054): the same build started as the reader alone
 * (SCREENSHOT_READER=only) serves the two reading routes and nothing else, and ingestion beside it
 * (SCREENSHOT_READER=elsewhere) serves everything but them.
 */
describe('the screenshot reader as its own Deployment', () => {
  const reader = new SecondInstance(13_131, { SCREENSHOT_READER: 'only', OPENAI_API_KEY: undefined });
  const ingestion = new SecondInstance(13_132, { SCREENSHOT_READER: 'elsewhere', OPENAI_API_KEY: undefined });
  let png: Buffer;
  let cookie: string;

  beforeAll(async () => {
    const [screen] = await renderScreens([{ style: 'timeedit', scheme: 'light', width: 1440, language: 'en', classes: timetableWeek(7, 'en') }]);
    png = screen!.png;
    const user = await signUpUser();
    cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await Promise.all([reader.start(), ingestion.start()]);
  }, 180_000);
  afterAll(() => Promise.all([reader.stop(), ingestion.stop()]));

  const call = (instance: SecondInstance, method: string, path: string, body?: Buffer) =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'image/png' } : {}) },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });

  it('the reader reads a screenshot and says which readers it has', async () => {
    const read = await call(reader, 'POST', '/api/parse/screenshot?lang=en', png);
    expect(read.status).toBe(200);
    const answer = (await read.json()) as { reader: string; events: unknown[] };
    expect(answer.reader).toBe('on-device');
    expect(answer.events.length).toBeGreaterThan(0);
    expect((await call(reader, 'GET', '/api/parse/status')).status).toBe(200);
  }, 60_000);

  it('the reader serves nothing else: no imports, no feeds', async () => {
    expect((await call(reader, 'GET', '/api/parse/imports')).status).toBe(404);
    expect((await call(reader, 'GET', '/api/ics/subscriptions')).status).toBe(404);
  });

  it('ingestion beside it does not read, and keeps the imports', async () => {
    expect((await call(ingestion, 'POST', '/api/parse/screenshot?lang=en', png)).status).toBe(404);
    expect((await call(ingestion, 'GET', '/api/parse/status')).status).toBe(404);
    expect((await call(ingestion, 'GET', '/api/parse/imports')).status).toBe(200);
  });
});
