import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyInvitations, ReceivedInvitation } from '@/lib/invitations';
import { installFakeFetch, uninstallFakeFetch, type FakeAnswer, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { InvitationsPanel } from './invitations-panel';

jest.mock('@/lib/entitlements', () => {
  const actual = jest.requireActual('@/lib/entitlements');
  return { ...actual, canAcceptInvitations: jest.fn(actual.canAcceptInvitations) };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const entitlements = require('@/lib/entitlements') as { canAcceptInvitations: jest.Mock };

const invitation = (id: string, group: string, extra: Partial<ReceivedInvitation> = {}): ReceivedInvitation => ({
  id,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  group: { id: `g-${id}`, name: group, courseCode: 'CS101' },
  invitedBy: { id: 'u-b', firstName: 'Ben', lastName: 'Byron', username: 'ben', displayName: 'Ben Byron' },
  ...extra,
});

let sent: SentRequest[];
function serve(invitations: MyInvitations, respond: (req: SentRequest) => FakeAnswer = () => ({ status: 200, body: {} })) {
  sent = installFakeFetch((req) => {
    if (req.url === `/api/invitations/user/${testUser.id}`) return { status: 200, body: invitations };
    if (req.method === 'PUT') return respond(req);
    return { status: 503, body: { message: 'The billing service is not available yet. Please try again later.' } };
  });
}

const panel = () => screen.findByRole('region', { name: /Invitations/ });

describe('invitations panel', () => {
  afterEach(() => {
    uninstallFakeFetch();
    entitlements.canAcceptInvitations.mockImplementation(jest.requireActual('@/lib/entitlements').canAcceptInvitations);
  });

  it('lists pending invitations and the answered ones with their response date', async () => {
    serve({
      pending: [invitation('i1', 'Algorithms study', { message: 'Library at 2?' })],
      previous: [
        invitation('i2', 'Databases', { status: 'accepted', respondedAt: '2026-11-18T09:00:00.000Z' }),
        invitation('i3', 'Ethics', { status: 'declined', respondedAt: '2026-11-17T09:00:00.000Z' }),
      ],
      acceptRequiresPremium: false,
      canAccept: true,
    });
    await renderWithStore(<InvitationsPanel userId={testUser.id} />);
    const region = await panel();
    await within(region).findByText('Algorithms study');
    expect(within(region).getByText('New')).toBeInTheDocument();
    expect(within(region).getByText('Invited by Ben Byron')).toBeInTheDocument();
    expect(within(region).getByText('Library at 2?')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Previous Invitations' })).toBeInTheDocument();
    expect(within(region).getByText('Accepted Nov 18, 2026')).toBeInTheDocument();
    expect(within(region).getByText('Declined Nov 17, 2026')).toBeInTheDocument();
  });

  it('brings the invitation an e-mail links to (?invitation={id}) into view, focused and marked', async () => {
    serve({ pending: [invitation('i1', 'Algorithms study'), invitation('i4', 'Physics')], previous: [], acceptRequiresPremium: false, canAccept: true });
    await renderWithStore(<InvitationsPanel userId={testUser.id} />, { route: '/study-groups?invitation=i4' });
    const linked = (await screen.findByText('Physics')).closest('li')!;
    await waitFor(() => expect(linked).toHaveFocus());
    expect(linked).toHaveAttribute('aria-current', 'true');
    expect(linked).toHaveClass('sg-invitation-linked');
    expect(screen.getByText('Algorithms study').closest('li')).not.toHaveAttribute('aria-current');
  });

  it('accepts and declines through PUT /api/invitations/{id}/respond', async () => {
    serve({ pending: [invitation('i1', 'Algorithms study'), invitation('i4', 'Physics')], previous: [], acceptRequiresPremium: false, canAccept: true });
    await renderWithStore(<InvitationsPanel userId={testUser.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation to Algorithms study' }));
    expect(await screen.findByText('You joined "Algorithms study".')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Decline invitation to Physics' }));
    expect(await screen.findByText('You declined the invitation to "Physics".')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      ['/api/invitations/i1/respond', { status: 'accepted' }],
      ['/api/invitations/i4/respond', { status: 'declined' }],
    ]);
  });

  it('offers "Upgrade to Accept" when the one gate says no, and still lets the user decline', async () => {
    entitlements.canAcceptInvitations.mockReturnValue(false);
    serve({ pending: [invitation('i1', 'Algorithms study')], previous: [], acceptRequiresPremium: false, canAccept: true });
    await renderWithStore(<InvitationsPanel userId={testUser.id} />);
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Accept' });
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline invitation to Algorithms study' })).toBeEnabled();
    fireEvent.click(upgrade);
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(false));
  });

  it('switches to "Upgrade to Accept" when the server refuses for want of a subscription', async () => {
    serve({ pending: [invitation('i1', 'Algorithms study')], previous: [], acceptRequiresPremium: false, canAccept: true }, () => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'subscription_required',
        message: 'Upgrade Required: an active subscription is needed to accept study group invitations.',
      },
    }));
    await renderWithStore(<InvitationsPanel userId={testUser.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation to Algorithms study' }));
    expect(await screen.findByRole('button', { name: 'Upgrade to Accept' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade Required: an active subscription is needed to accept study group invitations.')).toBeInTheDocument();
  });

  it('shows the fallback text when answering fails without a message', async () => {
    serve({ pending: [invitation('i1', 'Algorithms study')], previous: [], acceptRequiresPremium: false, canAccept: true }, () => ({ status: 500 }));
    await renderWithStore(<InvitationsPanel userId={testUser.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline invitation to Algorithms study' }));
    expect(await screen.findByText('Failed to respond to invitation. Please try again.')).toBeInTheDocument();
  });
});
