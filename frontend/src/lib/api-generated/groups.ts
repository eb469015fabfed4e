import { api } from '@/lib/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createGroup: build.mutation<CreateGroupApiResponse, CreateGroupApiArg>({
      query: (queryArg) => ({ url: `/study-groups`, method: 'POST', body: queryArg }),
    }),
    getUserGroups: build.query<GetUserGroupsApiResponse, GetUserGroupsApiArg>({
      query: (queryArg) => ({ url: `/study-groups/user/${encodeURIComponent(String(queryArg))}` }),
    }),
    getGroup: build.query<GetGroupApiResponse, GetGroupApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg))}` }),
    }),
    deleteGroup: build.mutation<DeleteGroupApiResponse, DeleteGroupApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
    }),
    leaveGroup: build.mutation<LeaveGroupApiResponse, LeaveGroupApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg.groupId))}/leave`, method: 'DELETE', body: queryArg.leaveGroupDto }),
    }),
    inviteMember: build.mutation<InviteMemberApiResponse, InviteMemberApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg.groupId))}/invite`, method: 'POST', body: queryArg.inviteDto }),
    }),
    inviteMembers: build.mutation<InviteMembersApiResponse, InviteMembersApiArg>({
      query: (queryArg) => ({
        url: `/study-groups/${encodeURIComponent(String(queryArg.groupId))}/invitations`,
        method: 'POST',
        body: queryArg.batchInviteDto,
      }),
    }),
    getInvitationPolicy: build.query<GetInvitationPolicyApiResponse, GetInvitationPolicyApiArg>({
      query: () => ({ url: `/invitations/policy` }),
    }),
    getMyInvitations: build.query<GetMyInvitationsApiResponse, GetMyInvitationsApiArg>({
      query: (queryArg) => ({ url: `/invitations/user/${encodeURIComponent(String(queryArg))}` }),
    }),
    respondToInvitation: build.mutation<RespondToInvitationApiResponse, RespondToInvitationApiArg>({
      query: (queryArg) => ({ url: `/invitations/${encodeURIComponent(String(queryArg.invitationId))}/respond`, method: 'PUT', body: queryArg.respondDto }),
    }),
    createJoinLink: build.mutation<CreateJoinLinkApiResponse, CreateJoinLinkApiArg>({
      query: (queryArg) => ({
        url: `/study-groups/${encodeURIComponent(String(queryArg.groupId))}/join-links`,
        method: 'POST',
        body: queryArg.createJoinLinkDto,
      }),
    }),
    getJoinLinks: build.query<GetJoinLinksApiResponse, GetJoinLinksApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg))}/join-links` }),
    }),
    revokeJoinLink: build.mutation<RevokeJoinLinkApiResponse, RevokeJoinLinkApiArg>({
      query: (queryArg) => ({
        url: `/study-groups/${encodeURIComponent(String(queryArg.groupId))}/join-links/${encodeURIComponent(String(queryArg.linkId))}`,
        method: 'DELETE',
      }),
    }),
    previewJoinLink: build.query<PreviewJoinLinkApiResponse, PreviewJoinLinkApiArg>({
      query: (queryArg) => ({ url: `/join-links/${encodeURIComponent(String(queryArg))}` }),
    }),
    joinByLink: build.mutation<JoinByLinkApiResponse, JoinByLinkApiArg>({
      query: (queryArg) => ({ url: `/join-links/${encodeURIComponent(String(queryArg))}/join`, method: 'POST' }),
    }),
    compareSchedules: build.query<CompareSchedulesApiResponse, CompareSchedulesApiArg>({
      query: (queryArg) => ({
        url: `/study-groups/${encodeURIComponent(String(queryArg.groupId))}/compare-schedules`,
        method: 'POST',
        params: {
          week: queryArg.week,
          year: queryArg.year,
          members: queryArg.members,
          minMinutes: queryArg.minMinutes,
          fromHour: queryArg.fromHour,
          toHour: queryArg.toHour,
          weekends: queryArg.weekends,
        },
      }),
    }),
    bookStudySession: build.mutation<BookStudySessionApiResponse, BookStudySessionApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg.groupId))}/sessions`, method: 'POST', body: queryArg.studySessionDto }),
    }),
    getGroupStudySessions: build.query<GetGroupStudySessionsApiResponse, GetGroupStudySessionsApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg))}/sessions` }),
    }),
    getMyStudySessions: build.query<GetMyStudySessionsApiResponse, GetMyStudySessionsApiArg>({
      query: (queryArg) => ({
        url: `/study-sessions`,
        params: {
          userId: queryArg,
        },
      }),
    }),
    getSessionReminder: build.query<GetSessionReminderApiResponse, GetSessionReminderApiArg>({
      query: () => ({ url: `/study-sessions/reminder` }),
    }),
    setSessionReminder: build.mutation<SetSessionReminderApiResponse, SetSessionReminderApiArg>({
      query: (queryArg) => ({ url: `/study-sessions/reminder`, method: 'PUT', body: queryArg }),
    }),
    updateStudySession: build.mutation<UpdateStudySessionApiResponse, UpdateStudySessionApiArg>({
      query: (queryArg) => ({ url: `/study-sessions/${encodeURIComponent(String(queryArg.sessionId))}`, method: 'PUT', body: queryArg.studySessionDto }),
    }),
    cancelStudySession: build.mutation<CancelStudySessionApiResponse, CancelStudySessionApiArg>({
      query: (queryArg) => ({ url: `/study-sessions/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
    }),
    answerStudySession: build.mutation<AnswerStudySessionApiResponse, AnswerStudySessionApiArg>({
      query: (queryArg) => ({
        url: `/study-sessions/${encodeURIComponent(String(queryArg.sessionId))}/answer`,
        method: 'PUT',
        body: queryArg.sessionAnswerDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as groupsApi };
export type CreateGroupApiResponse = /** status 201  */ StudyGroupView;
export type CreateGroupApiArg = CreateGroupDto;
export type GetUserGroupsApiResponse = /** status 200  */ StudyGroupView[];
export type GetUserGroupsApiArg = string;
export type GetGroupApiResponse = /** status 200  */ StudyGroupView;
export type GetGroupApiArg = string;
export type DeleteGroupApiResponse = /** status 200  */ MessageView;
export type DeleteGroupApiArg = string;
export type LeaveGroupApiResponse = /** status 200  */ MessageView;
export type LeaveGroupApiArg = {
  groupId: string;
  leaveGroupDto: LeaveGroupDto;
};
export type InviteMemberApiResponse = /** status 201  */ SentInvitationView;
export type InviteMemberApiArg = {
  groupId: string;
  inviteDto: InviteDto;
};
export type InviteMembersApiResponse = /** status 201  */ InvitationsSentView;
export type InviteMembersApiArg = {
  groupId: string;
  batchInviteDto: BatchInviteDto;
};
export type GetInvitationPolicyApiResponse = /** status 200  */ InvitationPolicyView;
export type GetInvitationPolicyApiArg = void;
export type GetMyInvitationsApiResponse = /** status 200  */ MyInvitationsView;
export type GetMyInvitationsApiArg = string;
export type RespondToInvitationApiResponse = /** status 200  */ RespondedInvitationView;
export type RespondToInvitationApiArg = {
  invitationId: string;
  respondDto: RespondDto;
};
export type CreateJoinLinkApiResponse = /** status 201  */ CreatedJoinLinkView;
export type CreateJoinLinkApiArg = {
  groupId: string;
  createJoinLinkDto: CreateJoinLinkDto;
};
export type GetJoinLinksApiResponse = /** status 200  */ JoinLinkView[];
export type GetJoinLinksApiArg = string;
export type RevokeJoinLinkApiResponse = /** status 200  */ MessageView;
export type RevokeJoinLinkApiArg = {
  groupId: string;
  linkId: string;
};
export type PreviewJoinLinkApiResponse = /** status 200  */ JoinLinkPreviewView;
export type PreviewJoinLinkApiArg = string;
export type JoinByLinkApiResponse = /** status 200  */ JoinedGroupView;
export type JoinByLinkApiArg = string;
export type CompareSchedulesApiResponse = /** status 200  */ ComparisonView;
export type CompareSchedulesApiArg = {
  groupId: string;
  /** ISO week; with year, or neither for the current week in the viewer’s zone */
  week?: number;
  year?: number;
  /** Comma-separated user ids of the members toggled on; all members when absent */
  members?: string;
  minMinutes?: number;
  fromHour?: number;
  toHour?: number;
  /** List weekend free time too, ranked after the weekdays */
  weekends?: boolean;
};
export type BookStudySessionApiResponse = /** status 201  */ StudySessionView;
export type BookStudySessionApiArg = {
  groupId: string;
  studySessionDto: StudySessionDto;
};
export type GetGroupStudySessionsApiResponse = /** status 200  */ StudySessionView[];
export type GetGroupStudySessionsApiArg = string;
export type GetMyStudySessionsApiResponse = /** status 200  */ StudySessionView[];
export type GetMyStudySessionsApiArg = /** The caller’s own id (any other is refused) */ string | undefined;
export type GetSessionReminderApiResponse = /** status 200  */ ReminderSettingView;
export type GetSessionReminderApiArg = void;
export type SetSessionReminderApiResponse = /** status 200  */ ReminderSettingView;
export type SetSessionReminderApiArg = ReminderSettingDto;
export type UpdateStudySessionApiResponse = /** status 200  */ StudySessionView;
export type UpdateStudySessionApiArg = {
  sessionId: string;
  studySessionDto: StudySessionDto;
};
export type CancelStudySessionApiResponse = /** status 200  */ MessageView;
export type CancelStudySessionApiArg = string;
export type AnswerStudySessionApiResponse = /** status 200  */ StudySessionView;
export type AnswerStudySessionApiArg = {
  sessionId: string;
  sessionAnswerDto: SessionAnswerDto;
};
export type MemberUserView = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  colorTheme: string;
};
export type GroupMemberView = {
  id: string;
  userId: string;
  joinedAt: string;
  /** The member’s colour in this group */
  color: string;
  user: MemberUserView;
};
export type StudyGroupView = {
  id: string;
  name: string;
  description?: string;
  courseCode?: string;
  createdBy: string;
  createdAt: string;
  memberCount: number;
  members: GroupMemberView[];
  pendingInvitationUserIds: string[];
};
export type CreateGroupDto = {
  name: string;
  description?: string;
  courseCode?: string;
  /** The caller’s own id (any other is refused) */
  createdBy?: string;
};
export type MessageView = {
  message: string;
};
export type LeaveGroupDto = {
  /** The caller’s own id (any other is refused) */
  userId?: string;
};
export type SentInvitationView = {
  id: string;
  groupId: string;
  invitedUserId: string;
  invitedBy: string;
  status: 'pending' | 'accepted' | 'declined';
  message?: string;
  createdAt: string;
};
export type InviteDto = {
  invitedUserId: string;
  message?: string;
};
export type InvitationsSentView = {
  sent: number;
  invitations: SentInvitationView[];
};
export type BatchInviteDto = {
  invitedUserIds: string[];
  message?: string;
};
export type InvitationPolicyView = {
  /** Whether accepting an invitation needs premium (the operator setting INVITATIONS_REQUIRE_PREMIUM) */
  acceptRequiresPremium: boolean;
};
export type InvitationGroupView = {
  id: string;
  name: string;
  courseCode?: string;
};
export type InviterView = {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  displayName: string;
};
export type ReceivedInvitationView = {
  id: string;
  status: 'pending' | 'accepted' | 'declined';
  message?: string;
  createdAt: string;
  respondedAt: string | null;
  group: InvitationGroupView;
  invitedBy: InviterView;
};
export type MyInvitationsView = {
  pending: ReceivedInvitationView[];
  /** The last answered ones, newest answer first */
  previous: ReceivedInvitationView[];
  /** Whether accepting needs premium (the operator setting INVITATIONS_REQUIRE_PREMIUM) */
  acceptRequiresPremium: boolean;
  /** Whether the caller may accept now; false shows 'Upgrade to Accept' */
  canAccept: boolean;
};
export type RespondedInvitationView = {
  id: string;
  groupId: string;
  invitedUserId: string;
  invitedBy: string;
  status: 'pending' | 'accepted' | 'declined';
  message?: string;
  createdAt: string;
  respondedAt: string;
};
export type RespondDto = {
  status: 'accepted' | 'declined';
};
export type CreatedJoinLinkView = {
  id: string;
  groupId: string;
  createdBy: string;
  /** How members know the creator */
  createdByName: string;
  createdAt: string;
  expiresAt: string;
  /** The secret part of the link; only its hash is stored, so it is never shown again */
  token: string;
  /** The app path to share, /join/{token} */
  path: string;
};
export type CreateJoinLinkDto = {
  expiresInDays?: number;
};
export type JoinLinkView = {
  id: string;
  groupId: string;
  createdBy: string;
  /** How members know the creator */
  createdByName: string;
  createdAt: string;
  expiresAt: string;
};
export type JoinLinkGroupView = {
  id: string;
  name: string;
  description?: string;
  courseCode?: string;
  memberCount: number;
};
export type JoinLinkPreviewView = {
  group: JoinLinkGroupView;
  expiresAt: string;
  alreadyMember: boolean;
  /** Whether joining needs premium (the operator setting INVITATIONS_REQUIRE_PREMIUM) */
  acceptRequiresPremium: boolean;
  /** Whether the caller may join now; false shows 'Upgrade to Join' */
  canJoin: boolean;
};
export type JoinedGroupView = {
  groupId: string;
  /** false when the caller was a member already */
  joined: boolean;
};
export type GridHoursView = {
  startHour: number;
  endHour: number;
};
export type ComparedUserView = {
  id: string;
  displayName: string;
  initials: string;
  /** The member’s colour in this group */
  color: string;
};
export type ComparisonEntryView = {
  dayOfWeek: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  type: string;
  allDay: boolean;
  /** False for events shown but never busy (transparent events, deadlines): free time ignores them */
  busy: boolean;
};
export type ComparedMemberView = {
  user: ComparedUserView;
  schedules: ComparisonEntryView[];
};
export type FreeTimeWindowView = {
  startTime: string;
  endTime: string;
  startMinute: number;
  endMinute: number;
};
export type FreeSlotView = {
  dayOfWeek: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
};
export type HeatCellView = {
  dayOfWeek: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
  date: string;
  startTime: string;
  endTime: string;
  free: number;
  total: number;
};
export type ComparisonView = {
  /** A group id, or personal-schedule */
  groupId: string;
  week: number;
  year: number;
  weekStart: string;
  weekEnd: string;
  /** The viewer’s zone, which every entry is in */
  timezone: string;
  gridHours: GridHoursView;
  members: ComparedMemberView[];
  includedMemberIds: string[];
  minMinutes: number;
  /** The hours free time is looked for in (chosen, 08:00–20:00 by default); gridHours covers them */
  freeTimeWindow: FreeTimeWindowView;
  /** Whether weekend free time is listed (after every weekday slot) */
  weekends: boolean;
  /** Weekdays first, longest then earliest; then the weekend when asked for */
  freeSlots: FreeSlotView[];
  heat: HeatCellView[];
};
export type SessionAnswerView = {
  userId: string;
  name: string;
  /** The member’s colour in this group */
  color: string;
  answer: 'going' | 'maybe' | 'declined' | 'none';
};
export type SessionConflictView = {
  userId: string;
  name: string;
  title: string;
  start: string;
  end: string;
};
export type StudySessionView = {
  id: string;
  groupId: string;
  groupName: string;
  title: string;
  start: string;
  end: string;
  campusId?: string | null;
  campusName: string;
  room: string;
  onlineUrl: string;
  note: string;
  bookedBy: string;
  /** "" when the booker is no longer known */
  bookedByName: string;
  version: number;
  cancelled: boolean;
  /** Every current member, in join order */
  answers: SessionAnswerView[];
  /** Classes members going now have at that time: every member’s in a group’s list, the caller’s own in theirs (the bell) */
  conflicts?: SessionConflictView[];
};
export type StudySessionDto = {
  title: string;
  /** The free time’s local day the session is booked from */
  day: string;
  /** ISO 8601 date-time with an offset, on `day` at that offset */
  start: string;
  /** ISO 8601 date-time with an offset, after start, at most 12 hours later */
  end: string;
  /** A campus id from the campus list */
  campusId?: string;
  /** The campus’s name as the campus list shows it */
  campusName?: string;
  /** A room on the campus, free text */
  room?: string;
  /** An online meeting link instead of a campus */
  onlineUrl?: string;
  note?: string;
};
export type ReminderSettingView = {
  /** Minutes before; 0: off */
  minutes: 0 | 10 | 30 | 60 | 1440;
};
export type ReminderSettingDto = {
  /** 0: no reminders; 1440: a day before */
  minutes: 0 | 10 | 30 | 60 | 1440;
};
export type SessionAnswerDto = {
  answer: 'going' | 'maybe' | 'declined';
  /** The caller’s own id (any other is refused) */
  userId?: string;
};
