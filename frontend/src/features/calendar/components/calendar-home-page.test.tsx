import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch, type FakeAnswer, type SentRequest } from '@/testing/fake-fetch';
import { plainName } from '@/testing/plain-name';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { WeekAnswer, WeeklyEvent } from '../api/calendar-api';
import { LOCAL_EVENTS_KEY } from '../utils/local-events';
import { CalendarHomePage } from './calendar-home-page';

const lecture: WeeklyEvent = {
  id: 's1:la',
  title: 'Linear Algebra',
  weekday: 'Mon',
  date: '2026-03-02',
  start_time: '10:15',
  end_time: '12:00',
  location: 'Ångström 4001',
  type: 'Lecture',
};

const week = (over: Partial<WeekAnswer> = {}): WeekAnswer => ({
  week: 10,
  year: 2026,
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  timezone: 'Europe/Stockholm',
  cleared: false,
  events: [lecture],
  ...over,
});

type Handler = (request: SentRequest) => FakeAnswer | undefined;

function serve(handler: Handler) {
  return installFakeFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url.startsWith('/api/ics/subscriptions/user/'))
      return { status: 200, body: { subscriptions: [], status: { total: 1, active: 1, error: 0, disconnected: 0 } } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const render = (route = '/?date=2026-03-04') => renderWithStore(<CalendarHomePage timezone="Europe/Stockholm" />, { route });

describe('calendar home', () => {
  afterEach(() => {
    uninstallFakeFetch();
    localStorage.clear();
  });

  it("shows the requested ISO week, its events on the grid and the count, asking for the user's week", async () => {
    const sent = serve(({ url }) => (url.startsWith('/api/events?') ? { status: 200, body: week() } : undefined));
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Week 10, 2026' })).toBeInTheDocument();
    const monday = await screen.findByRole('group', { name: 'Monday, March 2' });
    expect(within(monday).getByRole('button', { name: plainName('10:15–12:00, Linear Algebra, Lecture, Ångström 4001') })).toBeInTheDocument();
    expect(screen.getByText('1 event found')).toBeInTheDocument();
    expect(sent.some((r) => r.url === `/api/events?week=10&year=2026&userId=${testUser.id}`)).toBe(true);
  });

  it('shows grey shapes while the week and the feeds load, never a count (issue 30)', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    serve(({ url }) => {
      if (url.startsWith('/api/events?')) return arrived.then(() => ({ status: 200, body: week() }));
      if (url.startsWith('/api/ics/subscriptions/user/'))
        return arrived.then(() => ({ status: 200, body: { subscriptions: [], status: { total: 1, active: 1, error: 0, disconnected: 0 } } }));
      return undefined;
    });
    await render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your schedule…');
    const counts = within(screen.getByText('Total').closest('dl') as HTMLElement);
    expect(counts.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['', '', '']);
    expect(screen.queryByText(/events? found/)).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText('1 event found')).toBeInTheDocument();
    await waitFor(() => expect(counts.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1', '1', '0']));
  });

  it('cleans the week after the exact confirmation and reports a failure in the product’s words', async () => {
    let fail = true;
    const sent = serve(({ url, method }) => {
      if (url.startsWith('/api/events?')) return { status: 200, body: week() };
      if (method === 'DELETE' && url === '/api/events/clean?week=10&year=2026')
        return fail
          ? { status: 500, body: { message: 'boom' } }
          : { status: 200, body: { message: 'Schedule for Week 10 has been cleared!', week: 10, year: 2026, hiddenCount: 1 } };
      return undefined;
    });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Clean Week' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to clear all events for Week 10? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clean Week' }));
    expect(await screen.findByText('Failed to clean schedule. Please try again.')).toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Clean Week' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clean Week' }));
    expect(await screen.findByText('Schedule for Week 10 has been cleared!')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('offers to restore a cleared week', async () => {
    let cleared = true;
    const sent = serve(({ url, method }) => {
      if (url.startsWith('/api/events?')) return { status: 200, body: cleared ? week({ cleared: true, events: [] }) : week() };
      if (method === 'POST' && url === '/api/events/restore?week=10&year=2026') {
        cleared = false;
        return { status: 200, body: { message: 'Schedule for Week 10 has been restored.', restored: true, restoredCount: 1 } };
      }
      return undefined;
    });
    await render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 10 is cleared' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clean Week' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore Week' }));
    expect(await screen.findByText('Schedule for Week 10 has been restored.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: plainName(/Linear Algebra/) })).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST' && r.url.startsWith('/api/events/restore'))).toHaveLength(1);
  });

  it('says a week is empty, with the upload button, and the loading error in the product’s words', async () => {
    serve(({ url }) =>
      url.startsWith('/api/events?week=10')
        ? { status: 200, body: week({ events: [] }) }
        : url.startsWith('/api/events?')
          ? { status: 500, body: {} }
          : undefined,
    );
    await render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing scheduled in Week 10' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload Schedule' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('shows the month as ISO-week rows from the range API, and a day opens its week', async () => {
    const sent = serve(({ url }) => {
      if (url.startsWith('/api/ics/events?'))
        return {
          status: 200,
          body: {
            events: [
              {
                id: 'a',
                title: 'Linear Algebra',
                start: '2026-03-02T10:15:00+01:00',
                end: '2026-03-02T12:00:00+01:00',
                startTime: '10:15',
                endTime: '12:00',
                type: 'Lecture',
                allDay: false,
              },
              {
                id: 'b',
                title: 'Exam',
                start: '2026-03-31T09:00:00+02:00',
                end: '2026-03-31T13:00:00+02:00',
                startTime: '09:00',
                endTime: '13:00',
                type: 'Exam',
                allDay: false,
              },
            ],
          },
        };
      if (url.startsWith('/api/events/cleared-weeks')) return { status: 200, body: { clearedWeeks: [{ week: 12, year: 2026 }] } };
      if (url.startsWith('/api/events?')) return { status: 200, body: week() };
      return undefined;
    });
    await render('/?date=2026-03-04&view=month');
    expect(await screen.findByRole('heading', { level: 1, name: 'March 2026' })).toBeInTheDocument();
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'W90 events',
      'W101 event',
      'W110 events',
      'W120 eventsCleared',
      'W130 events',
      'W141 event',
    ]);
    expect(sent.some((r) => r.url === `/api/ics/events?userId=${testUser.id}&start=2026-02-23T00%3A00%3A00&end=2026-04-06T00%3A00%3A00`)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Monday, March 2, 1 event, open week 10' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Week 10, 2026' })).toBeInTheDocument();
  });

  it('sends the events an earlier version kept in this browser to the migrate call once, then forgets them', async () => {
    localStorage.setItem(
      LOCAL_EVENTS_KEY,
      JSON.stringify([{ id: 'x1', title: 'Old lab', start: '2026-03-03T08:00:00Z', end: '2026-03-03T10:00:00Z', color: 'bg-blue-500' }]),
    );
    const sent = serve(({ url, method }) => {
      if (method === 'POST' && url === '/api/ics/subscriptions/migrate') return { status: 200, body: { migratedCount: 1 } };
      if (url.startsWith('/api/events?')) return { status: 200, body: week() };
      return undefined;
    });
    await render();
    expect(await screen.findByText('1 event saved in this browser is now part of your calendar.')).toBeInTheDocument();
    expect(sent.find((r) => r.url === '/api/ics/subscriptions/migrate')!.body).toEqual({
      events: [{ title: 'Old lab', start: '2026-03-03T08:00:00Z', end: '2026-03-03T10:00:00Z' }],
    });
    await waitFor(() => expect(localStorage.getItem(LOCAL_EVENTS_KEY)).toBeNull());
  });
});
