import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { FeedList, FeedSubscription } from '../api/feeds-api';
import { UploadPage } from './upload-page';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const feed = (over: Partial<FeedSubscription>): FeedSubscription => ({
  id: '7c3c2a40-0000-4000-8000-000000000001',
  userId: testUser.id,
  name: 'TimeEdit',
  url: 'https://cloud.timeedit.net/uu/web/schema/ri.ics',
  syncInterval: 30,
  status: 'active',
  isPrivate: false,
  eventCount: 42,
  lastSync: minutesAgo(5),
  nextSync: new Date(Date.now() + 25 * 60_000 + 30_000).toISOString(),
  errorMessage: null,
  createdAt: minutesAgo(60),
  updatedAt: minutesAgo(5),
  ...over,
});

const listOf = (subscriptions: FeedSubscription[]): FeedList => ({
  subscriptions,
  status: {
    total: subscriptions.length,
    active: subscriptions.filter((s) => s.status === 'active').length,
    error: subscriptions.filter((s) => s.status === 'error' || s.status === 'private').length,
    disconnected: subscriptions.filter((s) => s.status === 'disconnected').length,
  },
});

function serve(list: FeedList, handler: (r: SentRequest) => { status: number; body?: unknown } | undefined = () => undefined) {
  return installFakeFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === `/api/ics/subscriptions/user/${testUser.id}`) return { status: 200, body: list };
    return { status: 404, body: {} };
  });
}

const render = (language = 'en', route = '/upload') =>
  renderWithStore(
    <Routes>
      <Route path="/upload" element={<UploadPage />} />
      <Route path="/" element={<h1>Calendar home</h1>} />
    </Routes>,
    { route, language },
  );

describe('/upload', () => {
  // jsdom does not lay out, so it has no scrolling.
  beforeAll(() => Object.assign(Element.prototype, { scrollIntoView: jest.fn() }));
  afterEach(uninstallFakeFetch);

  it('lists each feed with its status explained, masked link, counts and sync times', async () => {
    serve(
      listOf([
        feed({ isPrivate: true, url: 'https://canvas.uni.edu/feeds/calendars/user_ab****.ics' }),
        feed({
          id: '7c3c2a40-0000-4000-8000-000000000002',
          name: 'Moodle',
          status: 'private',
          eventCount: 0,
          lastSync: null,
          errorMessage:
            'This calendar is private: the server refused access. Copy the subscription link again from your university system — it must include its access key.',
        }),
        feed({ id: '7c3c2a40-0000-4000-8000-000000000003', name: 'Old term', status: 'disconnected', errorMessage: null, syncInterval: 240 }),
      ]),
    );
    await render();
    const summary = await screen.findByLabelText('Subscription status', {}, { timeout: 5000 });
    expect(within(summary).getByText('Errors').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Disconnected').nextSibling).toHaveTextContent('1');

    const [timeedit, moodle, old] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('feed-item'));
    expect(within(timeedit!).getByText('Active')).toBeInTheDocument();
    expect(timeedit).toHaveTextContent('Syncing normally.');
    expect(timeedit).toHaveTextContent('user_ab****.ics');
    expect(timeedit).toHaveTextContent('Private key hidden');
    expect(timeedit).toHaveTextContent('42 events');
    expect(timeedit).toHaveTextContent('Synced 5 minutes ago');
    expect(timeedit).toHaveTextContent('Next sync in 25 minutes');
    expect(within(moodle!).getByText('Private')).toBeInTheDocument();
    expect(moodle).toHaveTextContent('the link needs its private key');
    expect(moodle).toHaveTextContent('must include its access key');
    expect(moodle).toHaveTextContent('Not synced yet');
    expect(old).toHaveTextContent('The calendar is no longer at this address.');
    expect(old).toHaveTextContent('Every 4 hours');
  });

  it('explains an active feed whose valid calendar has no events, and a server that asked to wait', async () => {
    serve(
      listOf([
        feed({ eventCount: 0, errorMessage: 'The calendar was read, but it has no events from 8 weeks ago to 26 weeks ahead.' }),
        feed({
          id: '7c3c2a40-0000-4000-8000-000000000002',
          name: 'Busy server',
          status: 'error',
          errorMessage: 'The calendar server asked us to wait (HTTP 429). We will try again when it allows.',
        }),
      ]),
    );
    await render();
    await screen.findByLabelText('Subscription status', {}, { timeout: 5000 });
    const [empty, busy] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('feed-item'));
    expect(within(empty!).getByText('Active')).toBeInTheDocument();
    expect(empty).toHaveTextContent('0 events');
    expect(empty).toHaveTextContent('it has no events from 8 weeks ago to 26 weeks ahead');
    expect(busy).toHaveTextContent('asked us to wait (HTTP 429)');
  });

  it('shows the server message of a refused save, else the fallback text', async () => {
    let answer = { status: 409, body: { statusCode: 409, message: 'You are already subscribed to this calendar feed' } };
    const sent = serve(listOf([]), (r) => (r.method === 'POST' ? answer : undefined));
    await render();
    fireEvent.change(await screen.findByLabelText('Subscription name'), { target: { value: 'TimeEdit' } });
    fireEvent.change(screen.getByLabelText('ICS URL'), { target: { value: 'https://cloud.timeedit.net/uu/ri.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already subscribed to this calendar feed');
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      userId: testUser.id,
      name: 'TimeEdit',
      url: 'https://cloud.timeedit.net/uu/ri.ics',
      syncInterval: 30,
    });

    answer = { status: 500, body: {} as never };
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Failed to save subscription')).toBeInTheDocument();
  });

  it('translates the server message too', async () => {
    serve(listOf([]), (r) => (r.method === 'POST' ? { status: 409, body: { message: 'You are already subscribed to this calendar feed' } } : undefined));
    await render('da');
    fireEvent.change(await screen.findByLabelText('Abonnementets navn'), { target: { value: 'TimeEdit' } });
    fireEvent.change(screen.getByLabelText('ICS-URL'), { target: { value: 'https://cloud.timeedit.net/uu/ri.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj abonnement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du abonnerer allerede på dette kalenderfeed');
  });

  it('opens the calendar one second after a feed was added and synced', async () => {
    serve(listOf([]), (r) => (r.method === 'POST' ? { status: 201, body: feed({}) } : undefined));
    await render();
    fireEvent.change(await screen.findByLabelText('Subscription name'), { target: { value: 'TimeEdit' } });
    fireEvent.change(screen.getByLabelText('ICS URL'), { target: { value: 'webcal://cloud.timeedit.net/uu/ri.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('Calendar added')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calendar home' })).toBeNull();
    // The bound only says the calendar does open: on a loaded 2-core CI runner jsdom's render and role queries take seconds.
    expect(await screen.findByRole('heading', { name: 'Calendar home' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('stays when the new feed does not work, saying why', async () => {
    serve(listOf([]), (r) =>
      r.method === 'POST'
        ? { status: 201, body: feed({ status: 'disconnected', eventCount: 0, errorMessage: 'The calendar feed returned no data.' }) }
        : undefined,
    );
    await render();
    fireEvent.change(await screen.findByLabelText('Subscription name'), { target: { value: 'TimeEdit' } });
    fireEvent.change(screen.getByLabelText('ICS URL'), { target: { value: 'https://cloud.timeedit.net/uu/ri.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('There is a problem with "TimeEdit"')).toBeInTheDocument();
    expect(screen.getByText('The calendar feed returned no data.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1200));
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar Subscriptions' })).toBeInTheDocument();
  });

  it('deletes after the exact confirmation', async () => {
    const sent = serve(listOf([feed({})]), (r) =>
      r.method === 'DELETE' ? { status: 200, body: { id: r.url.split('/').pop(), message: 'Subscription deleted' } } : undefined,
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this subscription? This will remove all associated events.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"TimeEdit" was deleted')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/ics/subscriptions/7c3c2a40-0000-4000-8000-000000000001']);
  });

  it('edits a feed: the masked link is not sent back unless changed', async () => {
    const masked = 'https://canvas.uni.edu/feeds/calendars/user_ab****.ics';
    const sent = serve(listOf([feed({ url: masked, isPrivate: true })]), (r) =>
      r.method === 'PUT' ? { status: 200, body: feed({ name: 'Canvas' }) } : undefined,
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Edit calendar feed' })).toBeInTheDocument();
    expect(screen.getByLabelText('ICS URL')).toHaveValue(masked);
    fireEvent.change(screen.getByLabelText('Subscription name'), { target: { value: 'Canvas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Subscription updated')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/ics/subscriptions/7c3c2a40-0000-4000-8000-000000000001',
      body: { name: 'Canvas', syncInterval: 30 },
    });
  });
});

describe('/upload says what happened to each feed (ADR 030)', () => {
  beforeAll(() => Object.assign(Element.prototype, { scrollIntoView: jest.fn() }));
  afterEach(uninstallFakeFetch);
  const items = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('feed-item'));

  it('never claims events from a last good sync, nor a "next sync now", for a feed that never synced', async () => {
    serve(
      listOf([
        feed({
          status: 'error',
          eventCount: 0,
          lastSync: null,
          nextSync: minutesAgo(2),
          errorMessage: 'The calendar server had a problem (HTTP 500). We will keep trying.',
        }),
      ]),
    );
    await render();
    await screen.findByLabelText('Subscription status', {}, { timeout: 5000 });
    const [failed] = items();
    expect(failed).toHaveTextContent('The last sync failed.');
    expect(failed).toHaveTextContent('The calendar server had a problem (HTTP 500).');
    expect(failed).toHaveTextContent('It has never synced, so none of its events are in your calendar.');
    expect(failed).toHaveTextContent('Not synced yet');
    expect(failed).toHaveTextContent('Waiting to be synced');
    expect(failed).not.toHaveTextContent(/last good sync/);
    expect(failed).not.toHaveTextContent(/Next sync/);
  });

  it('says a failing feed that synced before keeps those events, and when it tries again', async () => {
    serve(
      listOf([
        feed({
          status: 'error',
          lastSync: minutesAgo(120),
          nextSync: new Date(Date.now() + 4 * 60_000 + 30_000).toISOString(),
          errorMessage: 'The calendar server could not be reached. We will keep trying.',
        }),
      ]),
    );
    await render();
    await screen.findByLabelText('Subscription status', {}, { timeout: 5000 });
    const [stale] = items();
    expect(stale).toHaveTextContent('Your calendar keeps its events from the last good sync until the feed works again.');
    expect(stale).toHaveTextContent('Synced 2 hours ago');
    expect(stale).toHaveTextContent('Next try in 4 minutes');
  });

  it('says a feed still waiting for its first sync is waiting, with no sync time', async () => {
    serve(listOf([feed({ status: 'unknown', eventCount: 0, lastSync: null, nextSync: minutesAgo(0) })]));
    await render();
    await screen.findByLabelText('Subscription status', {}, { timeout: 5000 });
    const [pending] = items();
    expect(pending).toHaveTextContent('Waiting for its first sync.');
    expect(pending).not.toHaveTextContent(/Next sync|Next try|Waiting to be synced/);
  });

  it("brings the feed a calendar 'Fix' named into view and focuses it", async () => {
    const broken = feed({ id: '7c3c2a40-0000-4000-8000-000000000009', name: 'Broken', status: 'error', lastSync: null, errorMessage: null });
    serve(listOf([feed({}), broken]));
    await render('en', `/upload?feed=${broken.id}`);
    await screen.findByLabelText('Subscription status', {}, { timeout: 5000 });
    const target = items()[1]!;
    expect(target).toHaveClass('is-target');
    expect(target).toHaveFocus();
    expect(target).toHaveAccessibleName('Broken');
    expect(items()[0]).not.toHaveClass('is-target');
  });

  it('tells the student when a new feed is still on its first sync, and opens the calendar', async () => {
    serve(listOf([]), (r) =>
      r.method === 'POST' ? { status: 201, body: feed({ status: 'unknown', eventCount: 0, lastSync: null, name: 'Slow' }) } : undefined,
    );
    await render();
    fireEvent.change(await screen.findByLabelText('Subscription name', {}, { timeout: 5000 }), { target: { value: 'Slow' } });
    fireEvent.change(screen.getByLabelText('ICS URL'), { target: { value: 'https://slow.example.edu/cal.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    expect(await screen.findByText('“Slow” added')).toBeInTheDocument();
    expect(screen.getByText('Its first sync is still running; your week fills in when it is done.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Calendar home' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
