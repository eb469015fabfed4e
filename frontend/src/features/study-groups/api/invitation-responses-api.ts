import { api } from '@/lib/api';
import type { ReceivedInvitation } from '@/lib/invitations';

export const invitationResponsesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC.md §7: answering refreshes the invitations and the user's groups.
    respondToInvitation: build.mutation<ReceivedInvitation, { invitationId: string; status: 'accepted' | 'declined' }>({
      query: ({ invitationId, status }) => ({ url: `/invitations/${encodeURIComponent(invitationId)}/respond`, method: 'PUT', body: { status } }),
      invalidatesTags: ['Invitations', 'Groups'],
    }),
  }),
});

export const { useRespondToInvitationMutation } = invitationResponsesApi;
