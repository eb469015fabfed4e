import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@/lib/api';
import { installFakeFetch, uninstallFakeFetch, type FakeAnswer, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { StudyGroup } from '../api/study-groups-api';
import { StudyGroupsPage } from './study-groups-page';

const member = (userId: string, first: string, last: string, color: string) => ({
  id: `m-${userId}`,
  userId,
  joinedAt: '2026-11-20T10:00:00.000Z',
  color,
  user: { id: userId, username: first.toLowerCase(), firstName: first, lastName: last, displayName: `${first} ${last}`, colorTheme: 'blue' },
});

const group = (id: string, name: string, createdBy: string, members: StudyGroup['members']): StudyGroup => ({
  id,
  name,
  description: 'Exam prep',
  courseCode: 'CS101',
  createdBy,
  createdAt: '2026-11-20T10:00:00.000Z',
  memberCount: members.length,
  members,
  pendingInvitationUserIds: [],
});

const ME = member(testUser.id, 'Ada', 'Lovelace', 'purple');
const OTHERS = ['Ben', 'Cleo', 'Dan', 'Eve', 'Finn'].map((n, i) => member(`u-${i}`, n, 'Student', ['green', 'orange', 'blue', 'pink', 'teal'][i]!));

let sent: SentRequest[];
let groups: StudyGroup[];
function serve(extra: (req: SentRequest) => FakeAnswer | undefined = () => undefined) {
  sent = installFakeFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'GET' && req.url === `/api/study-groups/user/${testUser.id}`) return { status: 200, body: groups };
    if (req.url.startsWith('/api/invitations/user/')) return { status: 200, body: { pending: [], previous: [] } };
    if (req.url.includes('/compare-schedules')) return { status: 503, body: { message: 'Unable to load schedules for this study group.' } };
    return { status: 503, body: { message: 'The billing service is not available yet. Please try again later.' } };
  });
}

const groupGets = () => sent.filter((r) => r.method === 'GET' && r.url.startsWith('/api/study-groups/user/')).length;

describe('Study Groups page', () => {
  beforeEach(() => {
    groups = [];
  });
  afterEach(uninstallFakeFetch);

  it('shows the header, the tagline, the loading text and then the empty state', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    serve((req) => (req.url.startsWith('/api/study-groups/user/') ? held.then(() => ({ status: 200, body: [] })) : undefined));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Study Groups' })).toBeInTheDocument();
    expect(screen.getByText('See when your peers are on campus • Now FREE for everyone!')).toBeInTheDocument();
    expect(screen.getByText('Loading study groups...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'No study groups yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first study group or wait to be invited to one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Invitations/ })).toBeInTheDocument();
  });

  it('says so when the groups cannot be loaded', async () => {
    serve((req) => (req.url.startsWith('/api/study-groups/user/') ? { status: 500, body: { message: 'boom' } } : undefined));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    expect(await screen.findByText('Error loading study groups. Please try again.')).toBeInTheDocument();
  });

  it('falls back to the page-level error when the page crashes', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A malformed answer (no members) breaks rendering.
    serve((req) => (req.url.startsWith('/api/study-groups/user/') ? { status: 200, body: [{ id: 'x', name: 'Broken' }] } : undefined));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('There was an error loading the study groups page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('creates a group: name required, texts trimmed, empty ones left out, the list fetched again after 100 ms', async () => {
    serve((req) => {
      if (req.method !== 'POST' || req.url !== '/api/study-groups') return undefined;
      const body = req.body as { name: string };
      groups = [group('g1', body.name, testUser.id, [ME])];
      return { status: 201, body: groups[0] };
    });
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Study Group' });
    const submit = within(dialog).getByRole('button', { name: 'Create Group' });
    expect(submit).toBeDisabled();
    const name = within(dialog).getByLabelText('Group name');
    fireEvent.change(name, { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Group name is required.')).toBeInTheDocument();
    expect(screen.getByText('Validation Error')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: '  Algorithms study ' } });
    fireEvent.change(within(dialog).getByLabelText('Course code (optional)'), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), { target: { value: ' Exam prep ' } });
    const before = groupGets();
    fireEvent.click(submit);
    await screen.findByText('Study group created');
    expect(sent.find((r) => r.method === 'POST' && r.url === '/api/study-groups')!.body).toEqual({
      name: 'Algorithms study',
      description: 'Exam prep',
      createdBy: testUser.id,
    });
    await waitFor(() => expect(groupGets()).toBe(before + 1));
    expect(await screen.findByRole('article', { name: 'Algorithms study' })).toBeInTheDocument();
  });

  it('shows cards with four avatars then +N, Delete for the creator and Leave for others', async () => {
    groups = [group('g1', 'Mine', testUser.id, [ME, ...OTHERS]), group('g2', 'Theirs', 'u-0', [OTHERS[0]!, ME])];
    serve();
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    const mine = await screen.findByRole('article', { name: 'Mine' });
    expect([...mine.querySelectorAll('.sg-avatar')].map((a) => a.textContent)).toEqual(['AL', 'BS', 'CS', 'DS', '+2']);
    expect(within(mine).getByText('6 members')).toBeInTheDocument();
    expect(within(mine).getByText('CS101')).toBeInTheDocument();

    fireEvent.click(within(mine).getByRole('button', { name: 'More actions for Mine' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete Group' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Leave Group' })).toBeNull();
    const theirs = screen.getByRole('article', { name: 'Theirs' });
    fireEvent.click(within(theirs).getByRole('button', { name: 'More actions for Theirs' }));
    expect(await screen.findByRole('menuitem', { name: 'Leave Group' })).toBeInTheDocument();
  });

  it('leaves after the exact confirmation and reports success', async () => {
    groups = [group('g2', 'Theirs', 'u-0', [OTHERS[0]!, ME])];
    serve((req) => {
      if (req.method !== 'DELETE') return undefined;
      groups = [];
      return { status: 200, body: { message: 'Left study group "Theirs" successfully.' } };
    });
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Theirs' })).getByRole('button', { name: 'More actions for Theirs' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave Group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave Group' });
    expect(within(confirm).getByText('Are you sure you want to leave "Theirs"?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByText('Left study group "Theirs" successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    const leave = sent.find((r) => r.method === 'DELETE')!;
    expect([leave.url, leave.body]).toEqual(['/api/study-groups/g2/leave', { userId: testUser.id }]);
  });

  it('asks nothing more about the presence of a group once the student chose to leave it, even when its presence goes stale meanwhile', async () => {
    groups = [group('g2', 'Theirs', 'u-0', [OTHERS[0]!, ME])];
    let answerLeave: () => void = () => undefined;
    let answerList: () => void = () => undefined;
    serve((req) => {
      if (req.url === '/api/study-groups/g2/presence') return { status: 200, body: {} };
      if (req.method === 'DELETE')
        return new Promise((r) => (answerLeave = () => r({ status: 200, body: { message: 'Left study group "Theirs" successfully.' } })));
      // The list fetched again after leaving answers late, so the card is still there meanwhile.
      if (req.method === 'GET' && req.url.startsWith('/api/study-groups/user/') && groupGets() > 1)
        return new Promise((r) => (answerList = () => r({ status: 200, body: groups })));
      return undefined;
    });
    const { store } = await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    const presenceGets = () => sent.filter((r) => r.url === '/api/study-groups/g2/presence').length;
    await waitFor(() => expect(presenceGets()).toBeGreaterThan(0));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Theirs' })).getByRole('button', { name: 'More actions for Theirs' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave Group' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave Group' })).getByRole('button', { name: 'Leave Group' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true));
    const before = presenceGets();
    // The membership event of the live stream may come before the answer to the leave and before the new list.
    const membershipEvent = () => act(() => void store.dispatch(api.util.invalidateTags(['Groups', { type: 'Presence', id: 'g2' }])));
    membershipEvent();
    groups = [];
    await act(async () => answerLeave());
    await screen.findByText('Left study group "Theirs" successfully.');
    membershipEvent();
    await waitFor(() => expect(groupGets()).toBeGreaterThan(1));
    await act(async () => answerList());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Theirs' })).toBeNull());
    membershipEvent();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(presenceGets()).toBe(before);
  });

  it('keeps the presence of a group fresh when leaving it fails', async () => {
    groups = [group('g2', 'Theirs', 'u-0', [OTHERS[0]!, ME])];
    serve((req) => {
      if (req.url === '/api/study-groups/g2/presence') return { status: 200, body: {} };
      return req.method === 'DELETE' ? { status: 500 } : undefined;
    });
    const { store } = await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    const presenceGets = () => sent.filter((r) => r.url === '/api/study-groups/g2/presence').length;
    await waitFor(() => expect(presenceGets()).toBeGreaterThan(0));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Theirs' })).getByRole('button', { name: 'More actions for Theirs' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave Group' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave Group' })).getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByText('Failed to leave study group. Please try again.')).toBeInTheDocument();
    const before = presenceGets();
    act(() => void store.dispatch(api.util.invalidateTags([{ type: 'Presence', id: 'g2' }])));
    await waitFor(() => expect(presenceGets()).toBe(before + 1));
  });

  it('asks before deleting and shows the fallback when it fails', async () => {
    groups = [group('g1', 'Mine', testUser.id, [ME])];
    serve((req) => (req.method === 'DELETE' ? { status: 500 } : undefined));
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups' });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Mine' })).getByRole('button', { name: 'More actions for Mine' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Group' });
    expect(within(confirm).getByText('Are you sure you want to delete "Mine"? This action cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Group' }));
    expect(await screen.findByText('Failed to delete study group. Please try again.')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'DELETE')!.url).toBe('/api/study-groups/g1');
  });

  it('opens the comparison of ?group={id} with its error state and Retry', async () => {
    groups = [group('g1', 'Mine', testUser.id, [ME])];
    serve();
    await renderWithStore(<StudyGroupsPage />, { route: '/study-groups?group=g1' });
    const section = await screen.findByRole('region', { name: 'Compare schedules: Mine' });
    expect(await within(section).findByText('Failed to load member schedules')).toBeInTheDocument();
    expect(within(section).getByText('Unable to load schedules for this study group.')).toBeInTheDocument();
    const calls = sent.filter((r) => r.url.startsWith('/api/study-groups/g1/compare-schedules')).length;
    fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent.filter((r) => r.url.startsWith('/api/study-groups/g1/compare-schedules')).length).toBe(calls + 1));
  });
});
