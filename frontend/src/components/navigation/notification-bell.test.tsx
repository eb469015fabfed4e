import { fireEvent, screen, within } from '@testing-library/react';
import { invitationPolicyApi } from '@/lib/invitation-policy';
import { invitationsApi, type ReceivedInvitation } from '@/lib/invitations';
import { studySessionsApi, type StudySession } from '@/lib/study-sessions';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { Route, Routes } from 'react-router-dom';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { withPlan } from '@/testing/with-plan';
import { badgeLabel, bellItems } from './invitation-badge';
import { NotificationBell } from './notification-bell';

const invitation = (n: number, message?: string): ReceivedInvitation => ({
  id: `inv-${n}`,
  status: 'pending',
  ...(message ? { message } : {}),
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  group: { id: `g-${n}`, name: `Group ${n}` },
  invitedBy: { id: 'u-b', firstName: 'Ben', lastName: 'Byron', username: 'ben', displayName: 'Ben Byron' },
});

/** The bell with `count` pending invitations, groups' setting and, optionally, a subscription. */
const session = (id: string, answer: 'none' | 'going', cancelled = false): StudySession => ({
  id,
  groupId: 'g-s',
  groupName: 'Makro',
  title: `Session ${id}`,
  start: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  end: new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString(),
  campusId: null,
  campusName: '',
  room: '',
  onlineUrl: '',
  note: '',
  bookedBy: 'u-b',
  bookedByName: 'Ben Byron',
  version: 1,
  cancelled,
  answers: [{ userId: testUser.id, name: 'Me', color: 'blue', answer }],
});

async function renderBell(count: number, { acceptRequiresPremium = false, subscribed = false, sessions = [] as StudySession[] } = {}) {
  const pending = Array.from({ length: count }, (_, i) => invitation(i + 1, i === 0 ? 'Join us on Monday' : undefined));
  const screens = (
    <Routes>
      <Route path="/calendar" element={<NotificationBell />} />
      <Route path="/pricing" element={<p>Pricing page</p>} />
    </Routes>
  );
  await renderWithStore(screens, {
    route: '/calendar',
    seed: (store) =>
      Promise.all([
        store.dispatch(invitationPolicyApi.util.upsertQueryData('getInvitationPolicy', undefined, { acceptRequiresPremium })),
        store.dispatch(invitationsApi.util.upsertQueryData('getMyInvitations', testUser.id, { pending, previous: [], acceptRequiresPremium, canAccept: true })),
        subscribed ? withPlan({ planType: 'month', status: 'active' })(store) : undefined,
        store.dispatch(studySessionsApi.util.upsertQueryData('getMyStudySessions', testUser.id, sessions)),
      ]),
  });
}

describe('the 9+ badge and the five listed invitations', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('%d pending → %p', (count, label) => expect(badgeLabel(count)).toBe(label));

  it('lists the first five and counts the rest', () => {
    expect(bellItems([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(bellItems([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ shown: [1, 2, 3, 4, 5], more: 3 });
  });
});

describe('notification bell', () => {
  // Billing unreachable: whoever is not seeded as a subscriber has no subscription.
  beforeEach(() =>
    installFakeFetch(() => ({ status: 503, body: { statusCode: 503, message: 'The billing service is not available yet. Please try again later.' } })),
  );
  afterEach(() => uninstallFakeFetch());

  it('shows the pending count and lists group, New, inviter and message', async () => {
    await renderBell(2);
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 pending invitations' });
    expect(bell.querySelector('.ant-badge-count')).toHaveTextContent('2');
    fireEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Group 1');
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Invited by Ben Byron');
    expect(items[0]).toHaveTextContent('Join us on Monday');
    expect(screen.queryByText(/View all invitations/)).toBeNull();
  });

  it('caps the badge at 9+ and adds a view-all line with the remaining count', async () => {
    await renderBell(12);
    const bell = await screen.findByRole('button', { name: 'Notifications: 12 pending invitations' });
    expect(bell.querySelector('.ant-badge-count')).toHaveTextContent('9+');
    fireEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'View all invitations (7 more)' })).toBeInTheDocument();
  });

  it('shows no badge without pending invitations', async () => {
    await renderBell(0);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.ant-badge-count')).toBeNull();
    fireEvent.click(bell);
    expect(await screen.findByText('No new invitations.')).toBeInTheDocument();
  });

  it('lists invitations to a user without a subscription when groups lets everyone accept (the default)', async () => {
    await renderBell(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 pending invitations' }));
    expect(await screen.findByRole('list', { name: 'Pending invitations' })).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade Required/)).toBeNull();
  });

  it('asks a user without a subscription to upgrade when groups requires premium, and leads to /pricing', async () => {
    await renderBell(3, { acceptRequiresPremium: true });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.ant-badge-count')).toBeNull();
    fireEvent.click(bell);
    expect(await screen.findByText(/Subscribe to receive study group invitations/)).toHaveTextContent(
      'Upgrade Required: Subscribe to receive study group invitations',
    );
    expect(screen.queryByRole('list', { name: 'Pending invitations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /See plans/ }));
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
  });

  it('lists invitations to a subscriber when groups requires premium', async () => {
    await renderBell(2, { acceptRequiresPremium: true, subscribed: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 pending invitations' }));
    expect(await screen.findByRole('list', { name: 'Pending invitations' })).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade Required/)).toBeNull();
  });

  it('counts study sessions to answer and cancelled ones, lists them and leads to their group', async () => {
    // s2 (going) is days ahead: no reminder yet.
    await renderBell(1, { sessions: [session('s1', 'none'), session('s2', 'going'), session('s3', 'going', true)] });
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 pending invitation, 2 study sessions to look at' });
    expect(bell.querySelector('.ant-badge-count')).toHaveTextContent('3');
    fireEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Study sessions' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^Session s1Answer.*Makro/), expect.stringMatching(/^Session s3Cancelled.*Makro/)]);
  });

  it('tells the student of their own class now at the time of a session they are going to, once per session and class', async () => {
    const at = (s: StudySession, minutes: number) => new Date(Date.parse(s.start) + minutes * 60_000).toISOString();
    const clash = (s: StudySession, userId: string, title: string) => ({ userId, name: 'Me', title, start: at(s, 60), end: at(s, 180) });
    const going = session('s5', 'going');
    const maybe = session('s6', 'none');
    const sessions = [
      // Two classes at s5's time: two lines; another member's class is not the student's to be told.
      { ...going, conflicts: [clash(going, testUser.id, 'Algebra'), clash(going, testUser.id, 'Physics'), clash(going, 'u-b', 'Law')] },
      // Not going: no clash line (the session is still to be answered).
      { ...maybe, conflicts: [clash(maybe, testUser.id, 'Chemistry')] },
    ];
    await renderBell(0, { sessions });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 study sessions to look at' });
    expect(bell.querySelector('.ant-badge-count')).toHaveTextContent('3');
    fireEvent.click(bell);
    const items = within(await screen.findByRole('list', { name: 'Study sessions' })).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Session s5Clash.*You now have a class at that time: Algebra, \d\d:\d\d–\d\d:\d\d$/),
      expect.stringMatching(/^Session s5Clash.*Physics/),
      expect.stringMatching(/^Session s6Answer/),
    ]);
    // Gone with the clash.
    await renderBell(0, { sessions: [{ ...going, conflicts: [] }] });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('reminds of a session the student is going to within the reminder time (30 minutes until chosen)', async () => {
    const soon = { ...session('s4', 'going'), start: new Date(Date.now() + 20 * 60_000).toISOString() };
    await renderBell(0, { sessions: [soon] });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 study session to look at' }));
    const list = await screen.findByRole('list', { name: 'Study sessions' });
    expect(within(list).getByRole('button')).toHaveTextContent(/^Session s4Starts soon/);
  });
});
