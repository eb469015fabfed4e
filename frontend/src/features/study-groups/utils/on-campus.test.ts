import type { MemberPresence } from '../api/presence-api';
import type { StudyGroup } from '../api/study-groups-api';
import { onCampusMembers } from './on-campus';

const NOW = new Date('2026-11-25T13:30:00Z');
const member = (userId: string, firstName: string) => ({
  id: `m-${userId}`,
  userId,
  joinedAt: '2026-11-20T10:00:00.000Z',
  color: 'green',
  user: { id: userId, username: firstName.toLowerCase(), firstName, lastName: 'Student', displayName: `${firstName} Student`, colorTheme: 'blue' },
});
const group = (id: string, name: string): StudyGroup => ({
  id,
  name,
  createdBy: 'u-ada',
  createdAt: '2026-11-20T10:00:00.000Z',
  memberCount: 2,
  members: [member('u-ada', 'Ada'), member('u-ben', 'Ben')],
  pendingInvitationUserIds: [],
});
const ben = (timetable: MemberPresence['timetable']): MemberPresence => ({
  userId: 'u-ben',
  sharingEnabled: true,
  status: 'on_campus',
  campus: { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School' },
  lastUpdate: '2026-11-25T13:25:00Z',
  keepSharing: false,
  sharingEndsAt: null,
  timetable,
});

describe('members on campus across groups', () => {
  const inStats = ben({ now: 'in_class', kind: 'busy', title: '', until: '15:00' });
  const inMacro = ben({ now: 'in_class', kind: 'session', title: 'Study session – Macro crew', until: '15:00' });

  it('reads a member in a study session from the group whose session it is, whichever group comes first', () => {
    for (const [groups, answers] of [
      [
        [group('g2', 'Stats'), group('g1', 'Macro crew')],
        [{ 'u-ben': inStats }, { 'u-ben': inMacro }],
      ],
      [
        [group('g1', 'Macro crew'), group('g2', 'Stats')],
        [{ 'u-ben': inMacro }, { 'u-ben': inStats }],
      ],
    ] as const) {
      const [only] = onCampusMembers(groups, answers, NOW, 'u-ada');
      expect(only).toMatchObject({ userId: 'u-ben', name: 'Ben Student', presence: { timetable: inMacro.timetable } });
      expect([...only!.groups].sort()).toEqual(['Macro crew', 'Stats']);
    }
  });

  it('keeps the first answer when none names a session', () => {
    const other = ben({ now: 'in_class', kind: 'busy', title: 'Café shift', until: '16:00' });
    const [only] = onCampusMembers([group('g1', 'Macro crew'), group('g2', 'Stats')], [{ 'u-ben': inStats }, { 'u-ben': other }], NOW, 'u-ada');
    expect(only!.presence.timetable).toEqual(inStats.timetable);
  });
});
