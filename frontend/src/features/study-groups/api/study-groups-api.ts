import { groupsApi, type GroupMemberView, type StudyGroupView } from '@/lib/api-generated/groups';

/** A member as the groups service answers (ADR 007); `color` is the member's colour in this group. */
export type GroupMember = GroupMemberView;
/** A study group, with the members and the users who hold a pending invitation. */
export type StudyGroup = StudyGroupView;

export const studyGroupsApi = groupsApi.enhanceEndpoints({
  endpoints: {
    getUserGroups: { providesTags: ['Groups'] },
    // The list is fetched again 100 ms after a creation (the page schedules it), so createGroup invalidates nothing.
    deleteGroup: { invalidatesTags: ['Groups'] },
    leaveGroup: { invalidatesTags: ['Groups'] },
    // The dialog's whole selection in one call, all or none (ADR 007).
    inviteMembers: { invalidatesTags: ['Groups'] },
  },
});

export const { useGetUserGroupsQuery, useCreateGroupMutation, useDeleteGroupMutation, useLeaveGroupMutation, useInviteMembersMutation } = studyGroupsApi;
