import { screen, within } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { StudyGroup } from '../api/study-groups-api';
import { MyGroupsCard } from './my-groups-card';

const member = (n: number) => ({
  id: `m-${n}`,
  userId: `u-${n}`,
  joinedAt: '2026-11-20T10:00:00.000Z',
  color: ['purple', 'green', 'orange', 'blue', 'pink', 'teal'][n % 6]!,
  user: { id: `u-${n}`, username: `s${n}`, firstName: `First${n}`, lastName: `Last${n}`, displayName: `First${n} Last${n}`, colorTheme: 'blue' },
});

const group = (id: string, name: string, size: number): StudyGroup => ({
  id,
  name,
  createdBy: testUser.id,
  createdAt: '2026-11-20T10:00:00.000Z',
  memberCount: size,
  members: Array.from({ length: size }, (_, i) => member(i)),
  pendingInvitationUserIds: [],
});

function serve(groups: StudyGroup[]) {
  installFakeFetch(({ url }) => (url === `/api/study-groups/user/${testUser.id}` ? { status: 200, body: groups } : { status: 404, body: {} }));
}

describe('My Study Groups in the calendar sidebar', () => {
  afterEach(uninstallFakeFetch);

  it('shows up to three member avatars, then +N, and the member count, linking to the comparison', async () => {
    serve([group('g1', 'Algorithms study', 5), group('g2', 'Pair', 2)]);
    await renderWithStore(<MyGroupsCard />);
    const card = await screen.findByRole('region', { name: 'My Study Groups' });
    const first = await within(card).findByRole('link', { name: /Algorithms study/ });
    expect([...first.querySelectorAll('.sg-avatar')].map((a) => a.textContent)).toEqual(['FL', 'FL', 'FL', '+2']);
    expect(first).toHaveTextContent('5 members');
    expect(first).toHaveAttribute('href', '/study-groups?group=g1');
    const second = within(card).getByRole('link', { name: /Pair/ });
    expect([...second.querySelectorAll('.sg-avatar')].map((a) => a.textContent)).toEqual(['FL', 'FL']);
    expect(second).toHaveTextContent('2 members');
  });

  it('says when there are no study groups yet', async () => {
    serve([]);
    await renderWithStore(<MyGroupsCard />);
    expect(await screen.findByText('No study groups yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Study Groups' })).toHaveAttribute('href', '/study-groups');
  });
});
