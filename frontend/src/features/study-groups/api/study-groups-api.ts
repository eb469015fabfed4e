import { api } from '@/lib/api';

/** A member as the groups service answers (ADR 007); `color` is the member's colour in this group. */
export interface GroupMember {
  id: string;
  userId: string;
  joinedAt: string;
  color: string;
  user: { id: string; username: string; firstName: string; lastName: string; displayName: string; colorTheme: string };
}

/** SPEC.md §3 "Study group", with the members and the users who hold a pending invitation. */
export interface StudyGroup {
  id: string;
  name: string;
  description?: string;
  courseCode?: string;
  createdBy: string;
  createdAt: string;
  memberCount: number;
  members: GroupMember[];
  pendingInvitationUserIds: string[];
}

export interface NewGroup {
  name: string;
  description?: string;
  courseCode?: string;
  createdBy: string;
}

interface Message {
  message: string;
}

export const studyGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserGroups: build.query<StudyGroup[], string>({
      query: (userId) => `/study-groups/user/${encodeURIComponent(userId)}`,
      providesTags: ['Groups'],
    }),
    // SPEC.md §7: the list is fetched again 100 ms after a creation (the page schedules it).
    createGroup: build.mutation<StudyGroup, NewGroup>({
      query: (body) => ({ url: '/study-groups', method: 'POST', body }),
    }),
    deleteGroup: build.mutation<Message, string>({
      query: (groupId) => ({ url: `/study-groups/${encodeURIComponent(groupId)}`, method: 'DELETE' }),
      invalidatesTags: ['Groups'],
    }),
    leaveGroup: build.mutation<Message, { groupId: string; userId: string }>({
      query: ({ groupId, userId }) => ({ url: `/study-groups/${encodeURIComponent(groupId)}/leave`, method: 'DELETE', body: { userId } }),
      invalidatesTags: ['Groups'],
    }),
    // The dialog's whole selection in one call, all or none (ADR 007).
    inviteMembers: build.mutation<{ sent: number }, { groupId: string; invitedUserIds: string[]; message?: string }>({
      query: ({ groupId, ...body }) => ({ url: `/study-groups/${encodeURIComponent(groupId)}/invitations`, method: 'POST', body }),
      invalidatesTags: ['Groups'],
    }),
  }),
});

export const { useGetUserGroupsQuery, useCreateGroupMutation, useDeleteGroupMutation, useLeaveGroupMutation, useInviteMembersMutation } = studyGroupsApi;
