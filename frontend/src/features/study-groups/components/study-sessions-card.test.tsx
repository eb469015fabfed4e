import { fireEvent, screen, within } from '@testing-library/react';
import { studySessionsApi, type StudySession } from '@/lib/study-sessions';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { StudySessionsCard } from './study-sessions-card';

const session = (over: Partial<StudySession> = {}): StudySession => ({
  id: 's1',
  groupId: 'g1',
  groupName: 'Makro',
  title: 'Study session – Makro',
  start: '2026-12-01T13:00:00.000Z',
  end: '2026-12-01T15:00:00.000Z',
  campusId: 'cbs-kilen',
  campusName: 'Kilen',
  room: 'K 1.54',
  onlineUrl: '',
  note: 'Chapter 4',
  bookedBy: testUser.id,
  bookedByName: 'Ann Lee',
  version: 3,
  cancelled: false,
  answers: [
    { userId: testUser.id, name: 'Ann Lee', color: 'blue', answer: 'going' },
    { userId: 'u-maja', name: 'Maja Holm', color: 'red', answer: 'going' },
    { userId: 'u-bo', name: 'Bo', color: 'green', answer: 'none' },
  ],
  conflicts: [{ userId: 'u-maja', name: 'Maja Holm', title: 'Algebra', start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T16:00:00.000Z' }],
  ...over,
});

async function renderCard(sessions: StudySession[], userId = testUser.id) {
  await renderWithStore(<StudySessionsCard group={{ id: 'g1', name: 'Makro' }} userId={userId} zone="Europe/Copenhagen" />, {
    seed: (store) => store.dispatch(studySessionsApi.util.upsertQueryData('getGroupStudySessions', 'g1', sessions)),
  });
}

describe('StudySessionsCard', () => {
  beforeEach(() => void installFakeFetch(() => ({ status: 404, body: { message: 'Not found' } })));
  afterEach(() => uninstallFakeFetch());

  it('shows when and where, every answer, the clash, and the booker’s Change and Cancel', async () => {
    await renderCard([session()]);
    const card = (await screen.findByRole('heading', { name: 'Study session – Makro' })).closest('li')!;
    expect(within(card).getByText(/Tuesday, December 1, 14:00–16:00 · Kilen, K 1\.54 · Booked by Ann Lee/)).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Who is coming' })).toHaveTextContent('Ann Lee: GoingMaja Holm: GoingBo: No answer');
    expect(within(card).getByText('Maja Holm now has a class at that time: Algebra, 15:00–17:00')).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'Going' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Cancel “Study session – Makro”? Every member is told.')).toBeInTheDocument();
  });

  it('offers the others only their own answer', async () => {
    await renderCard([session({ conflicts: [] })], 'u-bo');
    const card = (await screen.findByRole('heading', { name: 'Study session – Makro' })).closest('li')!;
    expect(within(card).queryByRole('button', { name: 'Change' })).toBeNull();
    expect(within(card).getByRole('radio', { name: 'Going' })).not.toBeChecked();
  });

  it('says when nothing is booked', async () => {
    await renderCard([]);
    expect(await screen.findByText('No study sessions booked yet. Book one from the common free time below.')).toBeInTheDocument();
  });
});
