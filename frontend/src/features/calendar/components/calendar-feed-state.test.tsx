import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SubscriptionView } from '@/lib/api-generated/ingestion';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { WeekAnswer } from '../api/calendar-api';
import { CalendarHomePage } from './calendar-home-page';

// ADR 030: a feed that fails or never synced shows on the calendar, and an empty week says
// 'nothing scheduled' only when every feed is healthy.

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

const feed = (over: Partial<SubscriptionView>): SubscriptionView => ({
  id: '7c3c2a40-0000-4000-8000-000000000001',
  userId: testUser.id,
  name: 'TimeEdit',
  url: 'https://cloud.timeedit.net/uu/web/schema/ri.ics',
  syncInterval: 30,
  status: 'active',
  isPrivate: false,
  eventCount: 12,
  lastSync: hoursAgo(1),
  nextSync: new Date(Date.now() + 1_800_000).toISOString(),
  errorMessage: null,
  createdAt: hoursAgo(48),
  updatedAt: hoursAgo(1),
  ...over,
});

const BROKEN = feed({
  id: '7c3c2a40-0000-4000-8000-000000000002',
  name: 'Macro TimeEdit',
  status: 'error',
  eventCount: 0,
  lastSync: null,
  errorMessage: 'The calendar server had a problem (HTTP 500). We will keep trying.',
});

const emptyWeek: WeekAnswer = {
  week: 10,
  year: 2026,
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  timezone: 'Europe/Stockholm',
  cleared: false,
  events: [],
};

function serve(subscriptions: SubscriptionView[]) {
  const count = (...statuses: string[]) => subscriptions.filter((s) => statuses.includes(s.status)).length;
  return installFakeFetch(({ url }) => {
    if (url.startsWith('/api/events?')) return { status: 200, body: emptyWeek };
    if (url.startsWith('/api/ics/subscriptions/user/'))
      return {
        status: 200,
        body: {
          subscriptions,
          status: { total: subscriptions.length, active: count('active'), error: count('error', 'private'), disconnected: count('disconnected') },
        },
      };
    if (url.startsWith('/api/parse/imports')) return { status: 200, body: { imports: [] } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

function Upload() {
  const location = useLocation();
  return <h1>Upload {location.search}</h1>;
}

const render = (language = 'en') =>
  renderWithStore(
    <Routes>
      <Route path="/" element={<CalendarHomePage timezone="Europe/Stockholm" />} />
      <Route path="/upload" element={<Upload />} />
    </Routes>,
    { route: '/?date=2026-03-04', language },
  );

describe('feed state on the calendar (ADR 030)', () => {
  afterEach(() => {
    uninstallFakeFetch();
    localStorage.clear();
  });

  it("shows a broken feed's reason, counts it in the sidebar and says the empty week may be incomplete", async () => {
    serve([feed({}), BROKEN]);
    await render();
    const banner = await screen.findByRole('region', { name: 'Calendar feeds that need attention' });
    expect(within(banner).getByText('“Macro TimeEdit” could not be synced')).toBeInTheDocument();
    expect(banner).toHaveTextContent('The calendar server had a problem (HTTP 500). We will keep trying. None of its events are in your calendar yet.');
    expect(within(banner).queryByText('“TimeEdit” could not be synced')).not.toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Your account and shortcuts' });
    expect(within(sidebar).getByText('Total').nextSibling).toHaveTextContent('2');
    expect(within(sidebar).getByText('Active').nextSibling).toHaveTextContent('1');
    expect(within(sidebar).getByText('Errors').nextSibling).toHaveTextContent('1');

    expect(await screen.findByRole('heading', { name: 'Week 10 may be incomplete' })).toBeInTheDocument();
    expect(screen.getByText('We could not sync “Macro TimeEdit”, so classes may be missing from this week.')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing scheduled/)).not.toBeInTheDocument();
  });

  it("leads 'Fix' to that feed on /upload", async () => {
    serve([BROKEN]);
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Fix “Macro TimeEdit”' }));
    expect(await screen.findByRole('heading', { name: `Upload ?feed=${BROKEN.id}` })).toBeInTheDocument();
  });

  it('says when a failing feed last synced, and that a pending one has not yet', async () => {
    serve([
      feed({ status: 'disconnected', lastSync: hoursAgo(3), errorMessage: null }),
      feed({ id: '7c3c2a40-0000-4000-8000-000000000003', name: 'New feed', status: 'unknown', lastSync: null, eventCount: 0 }),
    ]);
    await render();
    const banner = await screen.findByRole('region', { name: 'Calendar feeds that need attention' });
    expect(banner).toHaveTextContent(
      '“TimeEdit” stopped syncingThe calendar is no longer at this address. Your week shows its events from the last good sync (3 hours ago); changes since then are missing.',
    );
    expect(banner).toHaveTextContent('“New feed” has not synced yetIts events appear here after the first sync.');
    expect(within(banner).getByRole('button', { name: 'View “New feed”' })).toBeInTheDocument();
  });

  it("says 'nothing scheduled' only when every feed is healthy, with no banner and no errors", async () => {
    serve([feed({})]);
    await render();
    expect(await screen.findByRole('heading', { name: 'Nothing scheduled in Week 10' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Calendar feeds that need attention' })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Your account and shortcuts' });
    expect(within(sidebar).getByText('Errors').nextSibling).toHaveTextContent('0');
  });

  it('speaks the student’s language (中文)', async () => {
    serve([BROKEN]);
    await render('zh');
    expect(await screen.findByRole('heading', { name: '第 10 周可能不完整' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修复“Macro TimeEdit”' })).toBeInTheDocument();
  });
});

describe('collapsible sidebar', () => {
  afterEach(() => {
    uninstallFakeFetch();
    localStorage.clear();
  });

  it('hides and shows by keyboard-reachable buttons and remembers the choice', async () => {
    serve([feed({})]);
    const first = await render();
    const hide = await screen.findByRole('button', { name: 'Hide sidebar' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', 'calendar-sidebar');
    fireEvent.click(hide);
    expect(screen.queryByRole('complementary', { name: 'Your account and shortcuts' })).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show sidebar' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveFocus();
    fireEvent.click(show);
    expect(screen.getByRole('button', { name: 'Hide sidebar' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    first.unmount();

    // Remembered in this browser: a new visit starts collapsed.
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Show sidebar' }));
    expect(screen.getByRole('complementary', { name: 'Your account and shortcuts' })).toBeInTheDocument();
    expect(localStorage.getItem('calendarSidebar')).toBeNull();
  });
});
