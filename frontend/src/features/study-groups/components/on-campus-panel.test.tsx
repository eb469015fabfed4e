import { screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@/components/toasts/toast-store';
import { installFakeFetch, uninstallFakeFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { MemberPresence } from '../api/presence-api';
import type { StudyGroup } from '../api/study-groups-api';
import { StudyGroupsPage } from './study-groups-page';

const member = (userId: string, first: string, color: string) => ({
  id: `m-${userId}`,
  userId,
  joinedAt: '2026-11-20T10:00:00.000Z',
  color,
  user: { id: userId, username: first.toLowerCase(), firstName: first, lastName: 'Student', displayName: `${first} Student`, colorTheme: 'blue' },
});
const group = (id: string, name: string, members: StudyGroup['members']): StudyGroup => ({
  id,
  name,
  createdBy: testUser.id,
  createdAt: '2026-11-20T10:00:00.000Z',
  memberCount: members.length,
  members,
  pendingInvitationUserIds: [],
});

const ME = member(testUser.id, 'Ada', 'purple');
const BEN = member('u-ben', 'Ben', 'green');
const CLEO = member('u-cleo', 'Cleo', 'orange');
const DAN = member('u-dan', 'Dan', 'blue');
const EVE = member('u-eve', 'Eve', 'pink');
const GROUPS = [group('g1', 'Macro crew', [ME, BEN, CLEO, EVE]), group('g2', 'Stats', [BEN, DAN])];
const SOLBJERG = { id: 'cbs-solbjerg-plads', name: 'Solbjerg Plads', university: 'Copenhagen Business School' };

const state = (userId: string, over: Partial<MemberPresence>): MemberPresence => ({
  userId,
  sharingEnabled: true,
  status: 'on_campus',
  campus: SOLBJERG,
  lastUpdate: new Date(Date.now() - 5 * 60_000).toISOString(),
  keepSharing: false,
  sharingEndsAt: null,
  timetable: null,
  ...over,
});

const BEN_NOW = state(BEN.userId, { timetable: { now: 'in_class', title: 'Macroeconomics Lecture', until: '11:50' } });
const PRESENCE: Record<string, Record<string, MemberPresence>> = {
  g1: {
    [ME.userId]: state(ME.userId, { timetable: { now: 'free', until: '24:00' } }),
    [BEN.userId]: BEN_NOW,
    [CLEO.userId]: state(CLEO.userId, { status: 'off_campus', campus: null }),
    // Not refreshed for over 3 hours: unknown, last seen at its time.
    [EVE.userId]: state(EVE.userId, { lastUpdate: new Date(Date.now() - 4 * 3_600_000).toISOString() }),
  },
  g2: {
    [BEN.userId]: BEN_NOW,
    [DAN.userId]: state(DAN.userId, { timetable: { now: 'free', until: '13:00' } }),
    // A member the loaded group does not list yet: labelled by the first 8 characters of the id.
    'abcdef12-3456-4789-8abc-def012345678': state('abcdef12-3456-4789-8abc-def012345678', {}),
  },
};

function serve(groupPresence: (groupId: string) => FakeAnswer) {
  installFakeFetch((req) => {
    if (req.url === `/api/study-groups/user/${testUser.id}`) return { status: 200, body: GROUPS };
    const presence = /^\/api\/study-groups\/([^/]+)\/presence$/.exec(req.url);
    if (presence) return groupPresence(presence[1]!);
    if (req.url === `/api/presence/${testUser.id}`) return { status: 200, body: { ...PRESENCE.g1![ME.userId], timetable: undefined } };
    if (req.url === '/api/campuses') return { status: 200, body: [] };
    if (req.url.startsWith('/api/invitations/user/')) return { status: 200, body: { pending: [], previous: [] } };
    return { status: 503, body: { message: 'The service is not available yet. Please try again later.' } };
  });
}

describe("'Who is on campus' and the cards' 'On Campus Now'", () => {
  beforeEach(() => toastStore.clear());
  afterEach(uninstallFakeFetch);

  it('lists each member on campus once with what their timetable says, leaving the viewer out', async () => {
    serve((id) => ({ status: 200, body: PRESENCE[id] }));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    const panel = await screen.findByRole('region', { name: /Who is on campus/ });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toContain('abcdef12');
    expect(rows[1]).toContain('Ben Student');
    expect(rows[1]).toContain('On campus · Solbjerg Plads');
    expect(rows[1]).toContain('In class until 11:50 · Macroeconomics Lecture');
    expect(rows[1]).toContain('In Macro crew, Stats');
    expect(rows[2]).toContain('Dan Student');
    expect(rows[2]).toContain('Free until 13:00');
    expect(within(panel).queryByText(/Ada/)).toBeNull();
  });

  it("shows dots on the card's avatars and who is on campus now, the viewer included", async () => {
    serve((id) => ({ status: 200, body: PRESENCE[id] }));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    const card = await screen.findByRole('article', { name: 'Macro crew' });
    const now = within(card).getByRole('region', { name: /On Campus Now/ });
    // Named with the group, so each card's region is told apart (axe landmark-unique).
    expect(now).toHaveAccessibleName(/^On Campus Now.* Macro crew$/);
    await waitFor(() => expect(within(now).getAllByRole('listitem')).toHaveLength(2));
    expect(within(now).getByText('Ada Student (you)')).toBeInTheDocument();
    expect(within(now).getByText('Free for the rest of the day')).toBeInTheDocument();
    expect(within(now).getByText('In class until 11:50 · Macroeconomics Lecture')).toBeInTheDocument();
    const dots = [...card.querySelectorAll('.sg-avatar-row .pr-dot')].map((d) => d.className.replace(/.*pr-dot-(\w+).*/, '$1'));
    expect(dots).toEqual(['on_campus', 'on_campus', 'off_campus', 'unknown']);
    expect(card.querySelector('.visually-hidden')!.textContent).toBe(
      'Ada Student: On campus, Ben Student: On campus, Cleo Student: Off campus, Eve Student: Location unknown',
    );
  });

  it('says when nobody is on campus', async () => {
    serve(() => ({ status: 200, body: { [CLEO.userId]: PRESENCE.g1![CLEO.userId] } }));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    expect(await screen.findByText('Nobody from your groups is on campus right now')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Stats' });
    expect(await within(card).findByText('Nobody from this group is on campus right now')).toBeInTheDocument();
  });

  it('says when the presence cannot be loaded', async () => {
    serve(() => ({ status: 500, body: { message: 'boom' } }));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    expect(await screen.findByText('Failed to fetch study group presence')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Stats' });
    expect(await within(card).findByText('Failed to fetch group presence')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
