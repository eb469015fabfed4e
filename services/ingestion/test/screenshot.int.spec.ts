import { eventually, markedPng, signUpUser, weekAhead } from '@overlap/test-support';
import { weekEvents } from './support/calendar-helpers';
import { SecondInstance } from './support/second-instance';

const png = (answer: string) => ({ body: markedPng(answer), headers: { 'content-type': 'image/png' } });
const upload = (client: { post: (path: string, body: unknown, headers: Record<string, string>) => Promise<{ status: number; body: any }> }, answer: string) =>
  client.post('/api/parse/screenshot', markedPng(answer), { 'content-type': 'image/png' });

/**
 * Screenshot import through the gateway. The running ingestion uses the real openai client
 * against the OpenAI-protocol test server started by scripts/test.ts (recorded answers chosen
 * by a marker inside the uploaded image).
 */
describe('screenshot import', () => {
  const week = weekAhead(1);

  it('says it is configured', async () => {
    const user = await signUpUser();
    expect((await user.client.get('/api/parse/status')).body).toEqual({ configured: true, vision: true, onDevice: true });
  });

  it('reads a timetable screenshot, returns it for review, and saves the reviewed classes as a weekly source', async () => {
    const user = await signUpUser();
    const { body, headers } = png('timetable-week');
    const read = await user.client.post('/api/parse/screenshot', body, headers);
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Found 3 events from AI analysis');
    // A vision model is preferred when configured; it gives no confidence per field.
    expect(read.body.reader).toBe('vision');
    expect(read.body.events).toEqual([
      { weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'Ångström 4001', type: 'Lecture', confidence: null },
      { weekday: 'Wed', start: '13:15', end: '15:00', title: 'Linear Algebra', location: 'Ångström 2001', type: 'Tutorial', confidence: null },
      { weekday: 'Thu', start: '08:15', end: '10:00', title: 'Programming I', location: 'Polacksbacken 1515', type: 'Lab', confidence: null },
    ]);

    // The student corrects one class and drops another before saving.
    const reviewed = [read.body.events[0], { ...read.body.events[2], start: '08:30', location: 'Polacksbacken 1211' }].map(
      ({ confidence: _confidence, ...c }) => c,
    );
    const saved = await user.client.post('/api/parse/screenshot/save', { name: 'My week', events: reviewed });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'My week', classCount: 2, message: 'Saved 2 classes to your calendar' });
    expect(saved.body.eventCount).toBeGreaterThanOrEqual(2 * 25);

    await eventually(async () =>
      expect((await weekEvents(user.client, user.id, week)).map((e) => [e.weekday, e.start_time, e.end_time, e.title, e.location, e.type])).toEqual([
        ['Mon', '10:15', '12:00', 'Linear Algebra', 'Ångström 4001', 'Lecture'],
        ['Thu', '08:30', '10:00', 'Programming I', 'Polacksbacken 1211', 'Lab'],
      ]),
    );
    const imports = await user.client.get('/api/parse/imports');
    expect(imports.body.imports).toEqual([expect.objectContaining({ id: saved.body.id, name: 'My week', classCount: 2 })]);

    expect((await user.client.delete(`/api/parse/imports/${saved.body.id}`)).status).toBe(200);
    await eventually(async () => expect(await weekEvents(user.client, user.id, week)).toEqual([]));
  });

  it('reports an empty week as zero events', async () => {
    const user = await signUpUser();
    const { body, headers } = png('empty-week');
    const read = await user.client.post('/api/parse/screenshot', body, headers);
    expect([read.status, read.body]).toEqual([200, { events: [], reader: 'vision', message: 'Found 0 events from AI analysis', weekOf: null }]);
  });

  it.each(['prose-answer', 'wrong-shape', 'impossible-times', 'cut-off'])(
    'refuses a malformed model answer (%s) with 422 and saves nothing',
    async (answer) => {
      const user = await signUpUser();
      const { body, headers } = png(answer);
      const read = await user.client.post('/api/parse/screenshot', body, headers);
      expect(read.status).toBe(422);
      expect(read.body.message).toBe(
        'The AI answer could not be understood, so nothing was imported. Please try again or use a clearer screenshot of your week.',
      );
      expect((await user.client.get('/api/parse/imports')).body.imports).toEqual([]);
    },
  );

  it('explains a refusal and a provider outage', async () => {
    const user = await signUpUser();
    const refused = await upload(user.client, 'refusal');
    expect([refused.status, refused.body.message]).toEqual([
      422,
      'The AI could not read a timetable in this image. Please upload a screenshot of your weekly schedule.',
    ]);
    const down = await upload(user.client, 'provider-down');
    expect([down.status, down.body.message]).toEqual([503, 'Screenshot import is temporarily unavailable. Please try again in a few minutes.']);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7 timetable'), 'application/pdf', 400, 'Only image files (JPG, PNG, GIF or WebP) are allowed'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 400, 'Only image files (JPG, PNG, GIF or WebP) are allowed'],
    ['nothing', Buffer.alloc(0), 'image/png', 400, 'Only image files (JPG, PNG, GIF or WebP) are allowed'],
    ['a file over 5 MB', Buffer.concat([markedPng('timetable-week'), Buffer.alloc(5_242_880)]), 'image/png', 413, 'File is too large. Maximum size is 5 MB.'],
  ])('checks the upload like avatars: %s', async (_name, data, type, status, message) => {
    const user = await signUpUser();
    const res = await user.client.post('/api/parse/screenshot', data, { 'content-type': type });
    expect([res.status, res.body.message]).toEqual([status, message]);
  });

  it.each([
    [{ events: [] }, 'Add at least one class before saving'],
    [{ events: [{ weekday: 'Monday', start: '10:00', end: '11:00', title: 'x' }] }, 'Each class needs a weekday (Mon to Sun)'],
    [{ events: [{ weekday: 'Mon', start: '10', end: '11:00', title: 'x' }] }, 'Start times must be HH:MM'],
    [{ events: [{ weekday: 'Mon', start: '10:00', end: '11:00', title: ' ' }] }, 'Each class needs a title'],
    [{ events: [{ weekday: 'Mon', start: '10:00', end: '10:00', title: 'x' }] }, 'A class must end after it starts'],
    [
      { events: [{ weekday: 'Mon', start: '10:00', end: '11:00', title: 'x' }], startDate: '2027-02-01', endDate: '2027-01-01' },
      'endDate must not be before startDate',
    ],
  ])('refuses to save %p with 400', async (body, message) => {
    const user = await signUpUser();
    const res = await user.client.post('/api/parse/screenshot/save', body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect((await user.client.get('/api/parse/imports')).body.imports).toEqual([]);
  });

  describe('on a server without an OpenAI key', () => {
    const keyless = new SecondInstance(13_107, { OPENAI_API_KEY: undefined });
    beforeAll(() => keyless.start(), 90_000);
    afterAll(() => keyless.stop());

    // Changed by the on-device reader (issue 17): a keyless server still reads screenshots, with Tesseract.
    it('reads with the on-device reader; asking for the vision model is answered 503', async () => {
      const user = await signUpUser();
      const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const status = await fetch(`${keyless.url}/api/parse/status`, { headers: { cookie } });
      expect(await status.json()).toEqual({ configured: true, vision: false, onDevice: true });
      const send = (query: string) =>
        fetch(`${keyless.url}/api/parse/screenshot${query}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'image/png' },
          body: new Uint8Array(markedPng('timetable-week')),
        });
      const read = await send('');
      expect([read.status, await read.json()]).toEqual([
        200,
        { events: [], reader: 'on-device', message: 'Found 0 events by reading the screenshot on this server', weekOf: null },
      ]);
      const vision = await send('?reader=vision');
      expect(vision.status).toBe(503);
      expect(await vision.json()).toMatchObject({ statusCode: 503, message: 'Screenshot import is not configured on this server' });
    });
  });
});
