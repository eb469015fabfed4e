import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FreeTogetherView } from '@/lib/api-generated/presence';
import type { StudySession } from '@/lib/study-sessions';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { MemberPresence } from '../api/presence-api';
import type { StudyGroup } from '../api/study-groups-api';
import type { useGroupPresence } from '../hooks/use-group-presence';
import { FreeTogetherBanner } from './free-together-banner';

const MINUTE = 60_000;
const KILEN = { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School' };
// The answer's offset puts its clock at about noon whenever this runs, so the hour ahead is today.
const OFFSET_H = 12 - new Date().getUTCHours();
const OFFSET = `${OFFSET_H < 0 ? '-' : '+'}${String(Math.abs(OFFSET_H)).padStart(2, '0')}:00`;
// The same clock as an IANA zone (the sign of these names is reversed).
const ZONE = OFFSET_H === 0 ? 'Etc/GMT' : `Etc/GMT${OFFSET_H > 0 ? '-' : '+'}${Math.abs(OFFSET_H)}`;
const zoned = (ms: number) => `${new Date(ms + OFFSET_H * 3_600_000).toISOString().slice(0, 16)}:00${OFFSET}`;
const START = Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;
const END = START + 60 * MINUTE;
const UNTIL = zoned(END).slice(11, 16);
const MEET_NOW = { day: zoned(START).slice(0, 10), start: zoned(START), end: zoned(END) };

const member = (userId: string, first: string) => ({
  id: `m-${userId}`,
  userId,
  joinedAt: '2026-11-20T10:00:00.000Z',
  color: 'blue',
  user: { id: userId, username: first.toLowerCase(), firstName: first, lastName: 'Holm', displayName: `${first} Holm`, colorTheme: 'blue' },
});
const GROUP = {
  id: 'g1',
  name: 'Makro',
  createdBy: testUser.id,
  createdAt: '2026-11-20T10:00:00.000Z',
  memberCount: 3,
  members: [member(testUser.id, 'Ada'), member('u-bo', 'Bo'), member('u-cy', 'Cy')],
  pendingInvitationUserIds: [],
} as unknown as StudyGroup;

const free = (userId: string): MemberPresence => ({
  userId,
  sharingEnabled: true,
  status: 'on_campus',
  campus: KILEN,
  lastUpdate: new Date(Date.now() - 5 * MINUTE).toISOString(),
  keepSharing: false,
  sharingEndsAt: null,
  timetable: { now: 'free', until: UNTIL },
});
const presenceOf = (data: Record<string, MemberPresence>) => ({ data }) as unknown as ReturnType<typeof useGroupPresence>;
const SET: FreeTogetherView = { campus: KILEN, memberIds: [testUser.id, 'u-bo'], until: UNTIL, meetNow: MEET_NOW };

const booked = (body: { title: string; start: string; end: string }): StudySession =>
  ({
    id: 's1',
    groupId: 'g1',
    groupName: 'Makro',
    ...body,
    campusId: KILEN.id,
    campusName: KILEN.name,
    cancelled: false,
    answers: [],
  }) as unknown as StudySession;

function serve(onBook: (r: SentRequest) => { status: number; body?: unknown }) {
  let sessions: StudySession[] = [];
  return installFakeFetch((r) => {
    if (r.url.endsWith('/presence/free-together')) return { status: 200, body: [SET] };
    if (r.url.endsWith('/study-groups/g1/sessions') && r.method === 'GET') return { status: 200, body: sessions };
    if (r.url.endsWith('/study-groups/g1/sessions') && r.method === 'POST') {
      const answer = onBook(r);
      if (answer.status === 201) sessions = [answer.body as StudySession];
      return answer;
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

const render = (presence: Record<string, MemberPresence>, language = 'en') =>
  renderWithStore(
    <FreeTogetherBanner group={GROUP} userId={testUser.id} presence={presenceOf(presence)} now={new Date()} zone={ZONE} onShowSessions={() => undefined} />,
    { language },
  );

describe('FreeTogetherBanner', () => {
  afterEach(() => uninstallFakeFetch());

  it('names who is free together and where; Meet now books a session there until their free time ends, then shows it', async () => {
    const sent = serve((r) => ({ status: 201, body: booked(r.body as StudySession) }));
    await render({ [testUser.id]: free(testUser.id), 'u-bo': free('u-bo') });
    expect(await screen.findByText(`Free together now until ${UNTIL}`)).toBeInTheDocument();
    expect(screen.getByText('Ada Holm (you) and Bo Holm · Kilen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Meet now' }));
    expect(await screen.findByText(`Meeting now until ${UNTIL} · Kilen`)).toBeInTheDocument();
    expect(screen.getByText('Study session – Makro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meet now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show session' })).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ title: 'Study session – Makro', ...MEET_NOW, campusId: KILEN.id, campusName: KILEN.name });
  });

  it('says why booking was refused, in the student’s language', async () => {
    serve(() => ({ status: 403, body: { message: 'Upgrade Required: an active subscription is needed to book study sessions.' } }));
    await render({ [testUser.id]: free(testUser.id), 'u-bo': free('u-bo') }, 'da');
    fireEvent.click(await screen.findByRole('button', { name: 'Mødes nu' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/abonnement/i);
  });

  it('asks presence nothing while fewer than two members on one campus are free', async () => {
    const sent = serve(() => ({ status: 500 }));
    const inClass: MemberPresence = { ...free('u-bo'), timetable: { now: 'in_class', title: 'Statistics', until: UNTIL } };
    await render({ [testUser.id]: free(testUser.id), 'u-bo': inClass, 'u-cy': { ...free('u-cy'), campus: { ...KILEN, id: 'cbs-solbjerg-plads' } } });
    await waitFor(() => expect(sent.some((r) => r.url.includes('/sessions'))).toBe(true));
    expect(sent.some((r) => r.url.includes('free-together'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Meet now' })).toBeNull();
  });
});
