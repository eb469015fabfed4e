import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { JoinLinkPreview } from '../api/join-links-api';
import { installFakeFetch, uninstallFakeFetch, type FakeAnswer, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { JoinLinkPage } from './join-link-page';

const TOKEN = 'A'.repeat(43);
const GROUP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const preview = (extra: Partial<JoinLinkPreview> = {}): JoinLinkPreview => ({
  group: { id: GROUP, name: 'Macroeconomics crew', courseCode: 'ECON101', description: 'Tuesdays in the library', memberCount: 3 },
  expiresAt: '2026-12-02T10:00:00.000Z',
  alreadyMember: false,
  acceptRequiresPremium: false,
  canJoin: true,
  ...extra,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

let sent: SentRequest[];
async function open(answers: { preview: FakeAnswer; join?: FakeAnswer }, language = 'en') {
  sent = installFakeFetch((req) => {
    if (req.method === 'GET' && req.url === `/api/join-links/${TOKEN}`) return answers.preview;
    if (req.method === 'POST' && req.url === `/api/join-links/${TOKEN}/join`) return answers.join ?? { status: 500 };
    return { status: 404, body: { message: 'Not found' } };
  });
  await renderWithStore(
    <>
      <Routes>
        <Route path="/join/:token" element={<JoinLinkPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route: `/join/${TOKEN}`, language },
  );
}

describe('the join page (/join/{token}, ADR 031)', () => {
  afterEach(() => uninstallFakeFetch());

  it('shows the group and joins it, then opens the group on Study Groups', async () => {
    await open({ preview: { status: 200, body: preview() }, join: { status: 200, body: { groupId: GROUP, joined: true } } });
    expect(await screen.findByRole('heading', { name: 'Macroeconomics crew' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a study group' })).toBeInTheDocument();
    expect(screen.getByText('ECON101')).toBeInTheDocument();
    expect(screen.getByText('Tuesdays in the library')).toBeInTheDocument();
    expect(screen.getByText(/3 members · Link valid until December 2, 2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect(await screen.findByText('Welcome to Macroeconomics crew')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/study-groups?group=${GROUP}`));
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([`/api/join-links/${TOKEN}/join`]);
  });

  it('tells a member they are in already and opens the group', async () => {
    await open({ preview: { status: 200, body: preview({ alreadyMember: true }) } });
    expect(await screen.findByText('You are already a member of this group.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join group' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the group' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/study-groups?group=${GROUP}`);
  });

  it('offers the upgrade instead of Join when billing’s policy says the student may not join', async () => {
    await open({ preview: { status: 200, body: preview({ acceptRequiresPremium: true, canJoin: false }) } });
    expect(await screen.findByText('Joining a study group needs premium. The 7-day free trial counts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join group' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Join' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
  });

  it.each([
    [
      404,
      'join_link_not_found',
      'This link does not work',
      'This join link does not exist. Check that you copied all of it, or ask a member of the group for a new one.',
    ],
    [410, 'join_link_expired', 'This link has expired', 'Join links last a limited time. Ask a member of the group for a new one.'],
    [410, 'join_link_revoked', 'This link was turned off', 'A member of the group turned this link off. Ask a member for a new one.'],
  ])('says why a link does not open (%i %s)', async (status, code, title, text) => {
    await open({ preview: { status, body: { message: 'server text', code } } });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join group' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Study Groups' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/study-groups');
  });

  it('switches to the explanation when the link was turned off between opening and joining', async () => {
    await open({ preview: { status: 200, body: preview() }, join: { status: 410, body: { message: 'x', code: 'join_link_revoked' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Join group' }));
    expect(await screen.findByRole('heading', { name: 'This link was turned off' })).toBeInTheDocument();
  });

  it('speaks Danish', async () => {
    await open({ preview: { status: 410, body: { message: 'x', code: 'join_link_expired' } } }, 'da');
    expect(await screen.findByRole('heading', { name: 'Linket er udløbet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bliv medlem af en studiegruppe' })).toBeInTheDocument();
  });
});
