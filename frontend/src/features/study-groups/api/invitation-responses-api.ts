import { groupsApi } from '@/lib/api-generated/groups';

export const invitationResponsesApi = groupsApi.enhanceEndpoints({
  endpoints: {
    // Answering refreshes the invitations and the user's groups.
    respondToInvitation: { invalidatesTags: ['Invitations', 'Groups'] },
  },
});

export const { useRespondToInvitationMutation } = invitationResponsesApi;
