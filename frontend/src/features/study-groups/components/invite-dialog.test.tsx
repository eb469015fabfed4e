import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { StudyGroup } from '../api/study-groups-api';
import { SEARCH_DEBOUNCE_MS } from '../utils/invite-rules';
import { InviteDialog } from './invite-dialog';

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  username: firstName.toLowerCase(),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@uni.test`,
  colorTheme: 'green',
  profilePicture: null,
});
const BEN = person('b0000000-0000-4000-8000-000000000002', 'Ben', 'Byron');
const CLEO = person('c0000000-0000-4000-8000-000000000003', 'Cleo', 'Curie');
const DAN = person('d0000000-0000-4000-8000-000000000004', 'Dan', 'Dee');
const EVE = person('e0000000-0000-4000-8000-000000000005', 'Eve', 'Ek');

const group: StudyGroup = {
  id: 'g0000000-0000-4000-8000-000000000001',
  name: 'Algorithms study',
  createdBy: testUser.id,
  createdAt: '2026-11-20T10:00:00.000Z',
  memberCount: 2,
  members: [
    {
      id: 'm1',
      userId: testUser.id,
      joinedAt: '2026-11-20T10:00:00.000Z',
      color: 'purple',
      user: { id: testUser.id, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada Lovelace', colorTheme: 'purple' },
    },
    {
      id: 'm2',
      userId: DAN.id,
      joinedAt: '2026-11-20T11:00:00.000Z',
      color: 'green',
      user: { id: DAN.id, username: 'dan', firstName: 'Dan', lastName: 'Dee', displayName: 'Dan Dee', colorTheme: 'blue' },
    },
  ],
  pendingInvitationUserIds: [EVE.id],
};

let sent: SentRequest[];
const searches = () => sent.filter((r) => r.url.startsWith('/api/users/search'));
const settleSearch = () => act(() => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 150)));

async function openDialog() {
  await renderWithStore(<InviteDialog group={group} open onClose={() => undefined} />, { route: '/study-groups' });
  return screen.findByLabelText('Search users');
}

describe('Invite Members dialog', () => {
  beforeEach(() => {
    sent = installFakeFetch(({ method, url, body }) => {
      if (url.startsWith('/api/users/search')) return { status: 200, body: { users: [BEN, CLEO, DAN, EVE], total: 4, limit: 10, offset: 0 } };
      if (method === 'POST' && url.endsWith('/invitations'))
        return { status: 201, body: { sent: (body as { invitedUserIds: string[] }).invitedUserIds.length, invitations: [] } };
      return { status: 503, body: { message: 'not here' } };
    });
  });
  afterEach(uninstallFakeFetch);

  it('searches only once the trimmed query has two characters, and once per pause', async () => {
    const search = await openDialog();
    fireEvent.change(search, { target: { value: ' b ' } });
    await settleSearch();
    expect(searches()).toHaveLength(0);
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: ' b' } });
    fireEvent.change(search, { target: { value: ' by' } });
    fireEvent.change(search, { target: { value: ' by ' } });
    await settleSearch();
    await screen.findByRole('button', { name: 'Add Ben Byron' });
    expect(searches().map((r) => new URL(r.url, 'http://x').searchParams.get('q'))).toEqual(['by']);
  });

  it('does not offer members or users with a pending invitation', async () => {
    const search = await openDialog();
    fireEvent.change(search, { target: { value: 'uni' } });
    await screen.findByRole('button', { name: 'Add Ben Byron' });
    expect(screen.getByRole('button', { name: 'Add Cleo Curie' })).toBeInTheDocument();
    expect(screen.queryByText('Dan Dee')).toBeNull();
    expect(screen.queryByText('Eve Ek')).toBeNull();
  });

  it('adds a user once and sends the selection with the trimmed message', async () => {
    const search = await openDialog();
    fireEvent.change(search, { target: { value: 'uni' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ben Byron' }));
    const added = screen.getByRole('button', { name: 'Ben Byron added' });
    expect(added).toBeDisabled();
    fireEvent.click(added);
    fireEvent.click(screen.getByRole('button', { name: 'Add Cleo Curie' }));
    expect(screen.getByRole('heading', { name: 'Selected users (2)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cleo Curie' }));
    expect(screen.getByRole('heading', { name: 'Selected users (1)' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: '   Library at 2?   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('1 invitation(s) sent successfully.')).toBeInTheDocument();
    expect(screen.getByText('Invitations Sent!')).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.url).toBe(`/api/study-groups/${group.id}/invitations`);
    expect(post.body).toEqual({ invitedUserIds: [BEN.id], message: 'Library at 2?' });
  });

  it('leaves an empty message out', async () => {
    const search = await openDialog();
    fireEvent.change(search, { target: { value: 'uni' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Cleo Curie' }));
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: '    ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({ invitedUserIds: [CLEO.id] });
  });

  it('asks for at least one user before sending anything', async () => {
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No Users Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one user to invite.')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s message when the invitation is refused', async () => {
    uninstallFakeFetch();
    sent = installFakeFetch(({ url }) =>
      url.startsWith('/api/users/search')
        ? { status: 200, body: { users: [BEN] } }
        : { status: 409, body: { statusCode: 409, message: 'Ben Byron already has a pending invitation to this study group.' } },
    );
    const search = await openDialog();
    fireEvent.change(search, { target: { value: 'ben' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ben Byron' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Ben Byron already has a pending invitation to this study group.')).toBeInTheDocument();
  });
});
