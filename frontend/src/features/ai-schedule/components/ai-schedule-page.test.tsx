import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { AiSchedulePage } from './ai-schedule-page';

const classes = [
  { weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'Ångström 4001', type: 'Lecture' },
  { weekday: 'Thu', start: '08:15', end: '10:00', title: 'Programming I', location: 'Polacksbacken 1515', type: 'Lab' },
];

type Answer = { status: number; body?: unknown };

const visionAnswer: Answer = {
  status: 200,
  body: { events: classes.map((c) => ({ ...c, confidence: null })), reader: 'vision', message: 'Found 2 events from AI analysis' },
};
const sure = { weekday: 0.96, start: 0.93, end: 0.93, title: 0.95, location: 0.9, type: 0.96 };
const onDeviceAnswer: Answer = {
  status: 200,
  body: {
    events: [
      { ...classes[0], confidence: sure },
      { ...classes[1], title: 'Pr0gramm1ng I', confidence: { ...sure, title: 0.31 } },
    ],
    reader: 'on-device',
    message: 'Found 2 events by reading the screenshot on this server',
  },
};
const isRead = (url: string) => url.split('?')[0] === '/api/parse/screenshot';

function serve(configured: boolean, screenshot: Answer = visionAnswer, readers = { vision: configured, onDevice: false }, other?: Answer) {
  return installFakeFetch(({ url, method }: SentRequest): Answer => {
    if (url === '/api/parse/status') return { status: 200, body: { configured, ...readers } };
    if (url === '/api/parse/imports') return { status: 200, body: { imports: [] } };
    if (method === 'POST' && isRead(url)) return other && url.includes('reader=') ? other : screenshot;
    if (method === 'POST' && url === '/api/parse/screenshot/save')
      return {
        status: 201,
        body: {
          id: 'i1',
          name: 'Timetable',
          classCount: 2,
          eventCount: 52,
          validFrom: '2026-03-02',
          validUntil: '2026-08-30',
          message: 'Saved 2 classes to your calendar',
        },
      };
    return { status: 404, body: {} };
  });
}

const pick = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'timetable.png', { type: 'image/png' });

describe('/ai-schedule screenshot import', () => {
  beforeAll(() => {
    // jsdom has no object URLs (the picture shown beside the review table) and no MessageChannel
    // (antd's select schedules its closing with one when focus moves on).
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:timetable'), revokeObjectURL: jest.fn() });
    if (!('MessageChannel' in globalThis))
      Object.assign(globalThis, {
        MessageChannel: class {
          port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
          port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({})) };
        },
      });
  });
  afterEach(uninstallFakeFetch);

  it('says clearly when the server has no AI model, and offers the feed route', async () => {
    serve(false);
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule' });
    expect(await screen.findByText('Screenshot import is not available on this server', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Calendar Feed' }).length).toBeGreaterThan(0);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('checks the file in the browser before sending anything', async () => {
    const sent = serve(true);
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule' });
    await screen.findByText('Click or drop a screenshot of your weekly timetable here', {}, { timeout: 5000 });
    pick(new File([new Uint8Array(10)], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only JPG, PNG or GIF images can be uploaded')).toBeInTheDocument();
    pick(png(5_242_881));
    expect(await screen.findByText('File is too large. Maximum size is 5 MB.')).toBeInTheDocument();
    expect(sent.filter((r) => isRead(r.url))).toHaveLength(0);
  });

  it('shows a malformed AI answer (422) in the user language', async () => {
    serve(true, {
      status: 422,
      body: {
        statusCode: 422,
        message: 'The AI answer could not be understood, so nothing was imported. Please try again or use a clearer screenshot of your week.',
      },
    });
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule', language: 'da' });
    await screen.findByText('Klik, eller slip et skærmbillede af dit ugeskema her', {}, { timeout: 5000 });
    pick(png());
    expect(await screen.findByText('Skærmbilledet kunne ikke læses')).toBeInTheDocument();
    expect(screen.getByText(/AI'ens svar kunne ikke forstås, så intet blev importeret/)).toBeInTheDocument();
  });

  it('reviews the classes found, saves the corrected list as weekly classes', async () => {
    const sent = serve(true);
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule' });
    await screen.findByText('Click or drop a screenshot of your weekly timetable here', {}, { timeout: 5000 });
    pick(png());
    expect(await screen.findByText('Found 2 events from AI analysis')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Location, row 2'), { target: { value: 'Polacksbacken 2115' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Spring term' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 Classes' }));
    expect(await screen.findByText('2 classes repeat every week in your calendar.')).toBeInTheDocument();
    await waitFor(() => expect(sent.find((r) => r.url === '/api/parse/screenshot/save')).toBeDefined());
    expect(sent.find((r) => r.url === '/api/parse/screenshot/save')!.body).toEqual({
      name: 'Spring term',
      events: [classes[0], { ...classes[1], location: 'Polacksbacken 2115' }],
    });
  });

  it('marks the fields the on-device reader was unsure of until corrected, and offers the AI model instead', async () => {
    const sent = serve(true, onDeviceAnswer, { vision: true, onDevice: true }, visionAnswer);
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule' });
    await screen.findByText('Click or drop a screenshot of your weekly timetable here', {}, { timeout: 5000 });
    pick(png());
    expect(await screen.findByText('Found 2 events by text recognition')).toBeInTheDocument();
    expect(screen.getByText(/Read on this server by text recognition/)).toBeInTheDocument();
    expect(screen.getByText(/1 field was read with low confidence/)).toBeInTheDocument();
    const title = screen.getByLabelText('Title, row 2');
    expect(title).toHaveAttribute('aria-describedby', expect.stringContaining('-title-unsure'));
    expect(screen.getByText('Unsure: please check')).toBeInTheDocument();
    expect(screen.getByText('31 %')).toBeInTheDocument();
    expect(screen.getByLabelText('Title, row 1')).not.toHaveAttribute('aria-describedby');

    fireEvent.change(title, { target: { value: 'Programming I' } });
    expect(screen.queryByText('Unsure: please check')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 Classes' }));
    await waitFor(() => expect(sent.find((r) => r.url === '/api/parse/screenshot/save')).toBeDefined());
    // Only the reviewed fields are sent: no confidence, nothing saved before this confirmation.
    expect(sent.find((r) => r.url === '/api/parse/screenshot/save')!.body).toEqual({ events: classes });
  });

  it('enables Save only once every marked field is corrected or confirmed, by keyboard too', async () => {
    const twoUnsure: Answer = {
      status: 200,
      body: {
        events: [
          { ...classes[0], confidence: sure },
          { ...classes[1], title: 'Pr0gramm1ng I', confidence: { ...sure, title: 0.31, type: 0.5 } },
        ],
        reader: 'on-device',
        message: 'Found 2 events by reading the screenshot on this server',
      },
    };
    const sent = serve(true, twoUnsure, { vision: false, onDevice: true });
    const user = userEvent.setup();
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule' });
    await screen.findByText('Click or drop a screenshot of your weekly timetable here', {}, { timeout: 5000 });
    pick(png());
    const save = await screen.findByRole('button', { name: 'Save 2 Classes' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Correct or confirm the 2 marked fields to save.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title, row 2'), { target: { value: 'Programming I' } });
    expect(save).toBeDisabled();
    expect(screen.getByText('Correct or confirm the marked field to save.')).toBeInTheDocument();
    // The type was read right: the student keeps it with its confirm button, pressed with Enter.
    const confirmType = screen.getByRole('button', { name: 'Looks right (Type, row 2)' });
    confirmType.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Unsure: please check')).toBeNull();
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(sent.find((r) => r.url === '/api/parse/screenshot/save')).toBeDefined());
    expect(sent.find((r) => r.url === '/api/parse/screenshot/save')!.body).toEqual({ events: classes });
  });

  it('offers the week whose dates the screenshot shows as the start of the import', async () => {
    const dated: Answer = {
      status: 200,
      body: { ...(onDeviceAnswer.body as object), events: classes.map((c) => ({ ...c, confidence: sure })), weekOf: '2026-10-05' },
    };
    const sent = serve(true, dated, { vision: false, onDevice: true });
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule' });
    await screen.findByText('Click or drop a screenshot of your weekly timetable here', {}, { timeout: 5000 });
    pick(png());
    fireEvent.click(await screen.findByRole('button', { name: 'Save 2 Classes' }));
    await waitFor(() => expect(sent.find((r) => r.url === '/api/parse/screenshot/save')).toBeDefined());
    expect(sent.find((r) => r.url === '/api/parse/screenshot/save')!.body).toEqual({ startDate: '2026-10-05', events: classes });
  });

  it('reads the same picture again with the other reader when asked', async () => {
    const sent = serve(true, onDeviceAnswer, { vision: true, onDevice: true }, visionAnswer);
    await renderWithStore(<AiSchedulePage />, { route: '/ai-schedule', language: 'de' });
    await screen.findByText(/Screenshot deines Wochenplans/, {}, { timeout: 5000 });
    pick(png());
    fireEvent.click(await screen.findByRole('button', { name: 'KI-Modell versuchen' }));
    expect(await screen.findByText('Vom KI-Modell gelesen')).toBeInTheDocument();
    expect(sent.filter((r) => isRead(r.url)).map((r) => r.url)).toEqual(['/api/parse/screenshot?lang=de', '/api/parse/screenshot?reader=vision&lang=de']);
    expect(screen.queryByText('Unsure: please check')).toBeNull();
  });
});
