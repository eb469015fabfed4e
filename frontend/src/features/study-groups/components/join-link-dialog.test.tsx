import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudyGroup } from '../api/study-groups-api';
import type { JoinLink } from '../api/join-links-api';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { JoinLinkDialog } from './join-link-dialog';

const GROUP_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const group = {
  id: GROUP_ID,
  name: 'Macro',
  createdBy: testUser.id,
  createdAt: '2026-11-01T10:00:00.000Z',
  memberCount: 1,
  members: [],
  pendingInvitationUserIds: [],
} as StudyGroup;
const TOKEN = 'B'.repeat(43);
const link = (id: string, name: string): JoinLink => ({
  id,
  groupId: GROUP_ID,
  createdBy: testUser.id,
  createdByName: name,
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
});

let sent: SentRequest[];
let live: JoinLink[];
function serve({ requirePremium = false } = {}) {
  sent = installFakeFetch((req) => {
    if (req.url === '/api/invitations/policy') return { status: 200, body: { acceptRequiresPremium: requirePremium } };
    if (req.method === 'GET' && req.url === `/api/study-groups/${GROUP_ID}/join-links`) return { status: 200, body: live };
    if (req.method === 'POST' && req.url === `/api/study-groups/${GROUP_ID}/join-links`) {
      const created = { ...link('new', 'Ada Lovelace'), token: TOKEN, path: `/join/${TOKEN}` };
      live = [link('new', 'Ada Lovelace'), ...live];
      return { status: 201, body: created };
    }
    if (req.method === 'DELETE') {
      live = live.filter((l) => !req.url.endsWith(`/${l.id}`));
      return { status: 200, body: { message: 'Join link turned off.' } };
    }
    return { status: 404, body: {} };
  });
}

describe('the share dialog (ADR 031)', () => {
  afterEach(() => uninstallFakeFetch());

  it('makes a link for the chosen length, shows it once to copy, and lists it', async () => {
    live = [];
    serve();
    await renderWithStore(<JoinLinkDialog group={group} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share a join link' });
    expect(within(dialog).getByText('Anyone with the link can join "Macro" after signing in. Any member can turn a link off.')).toBeInTheDocument();
    expect(await within(dialog).findByText('No active links.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Join link to Macro' });
    expect(field).toHaveValue(`${window.location.origin}/join/${TOKEN}`);
    expect(within(dialog).getByText('Copy it now: for your security it is shown only this once.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Made by Ada Lovelace')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ expiresInDays: 7 });
    // Without the premium policy nothing says joining costs anything.
    expect(within(dialog).queryByText(/premium/i)).toBeNull();
  });

  it('turns any live link off', async () => {
    live = [link('l1', 'Ben Byron'), link('l2', '')];
    serve();
    await renderWithStore(<JoinLinkDialog group={group} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Made by Ben Byron')).toBeInTheDocument();
    expect(within(dialog).getByText('Made by a member')).toBeInTheDocument();
    const buttons = within(dialog).getAllByRole('button', { name: /^Turn off the link that expires/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText('Nobody can join with that link any more.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Made by Ben Byron')).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/api/study-groups/${GROUP_ID}/join-links/l1`]);
  });

  it('says joining needs premium when billing’s policy is on', async () => {
    live = [];
    serve({ requirePremium: true });
    await renderWithStore(<JoinLinkDialog group={group} onClose={() => undefined} />);
    expect(await screen.findByText('Joining needs premium; the 7-day free trial counts.')).toBeInTheDocument();
  });
});
