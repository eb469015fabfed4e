import { fireEvent, screen, within } from '@testing-library/react';
import { invitationsApi, type ReceivedInvitation } from '@/lib/invitations';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { badgeLabel, bellItems } from './invitation-badge';
import { NotificationBell } from './notification-bell';

jest.mock('@/lib/entitlements', () => {
  const actual = jest.requireActual('@/lib/entitlements');
  return { ...actual, canAcceptInvitations: jest.fn(actual.canAcceptInvitations) };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const entitlements = require('@/lib/entitlements') as { canAcceptInvitations: jest.Mock };

const invitation = (n: number, message?: string): ReceivedInvitation => ({
  id: `inv-${n}`,
  status: 'pending',
  ...(message ? { message } : {}),
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  group: { id: `g-${n}`, name: `Group ${n}` },
  invitedBy: { id: 'u-b', firstName: 'Ben', lastName: 'Byron', username: 'ben', displayName: 'Ben Byron' },
});

async function renderBell(count: number) {
  const pending = Array.from({ length: count }, (_, i) => invitation(i + 1, i === 0 ? 'Join us on Monday' : undefined));
  await renderWithStore(<NotificationBell />, {
    route: '/calendar',
    seed: (store) =>
      store.dispatch(
        invitationsApi.util.upsertQueryData('getMyInvitations', testUser.id, { pending, previous: [], acceptRequiresPremium: false, canAccept: true }),
      ),
  });
}

describe('the 9+ badge and the five listed invitations (SPEC.md §2.2, §9)', () => {
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
  // Billing is not deployed: the gateway answers 503, so nobody has a subscription.
  beforeEach(() =>
    installFakeFetch(() => ({ status: 503, body: { statusCode: 503, message: 'The billing service is not available yet. Please try again later.' } })),
  );
  afterEach(() => {
    uninstallFakeFetch();
    entitlements.canAcceptInvitations.mockImplementation(jest.requireActual('@/lib/entitlements').canAcceptInvitations);
  });

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

  it('asks users the plan does not allow invitations to upgrade, through the one gate', async () => {
    entitlements.canAcceptInvitations.mockReturnValue(false);
    await renderBell(3);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.ant-badge-count')).toBeNull();
    fireEvent.click(bell);
    expect(await screen.findByText(/Subscribe to receive study group invitations/)).toHaveTextContent(
      'Upgrade Required: Subscribe to receive study group invitations',
    );
    expect(screen.getByRole('button', { name: /See plans/ })).toBeInTheDocument();
    expect(entitlements.canAcceptInvitations).toHaveBeenCalled();
  });
});
