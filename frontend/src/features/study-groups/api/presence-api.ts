import { presenceApi as generated, type GroupMemberPresenceView, type PresenceView } from '@/lib/api-generated/presence';

export type Presence = PresenceView;
export type MemberPresence = GroupMemberPresenceView;

/** Campuses are kept 24 hours. */
export const CAMPUSES_CACHE_S = 24 * 60 * 60;

/**
 * Tags the live stream invalidates (lib/live): a student's own presence is `{Presence, userId}`,
 * a group's `{Presence, groupId}`; a change of one's own sharing makes every group stale too.
 */
export const presenceApi = generated.enhanceEndpoints({
  endpoints: {
    getCampuses: { providesTags: ['Campuses'], keepUnusedDataFor: CAMPUSES_CACHE_S },
    getPresence: { providesTags: (_result, _error, userId) => [{ type: 'Presence', id: userId }] },
    getGroupPresence: { providesTags: (_result, _error, groupId) => [{ type: 'Presence', id: groupId }] },
    // Who is free together follows the group's presence (a status or a campus changes it).
    getFreeTogether: { providesTags: (_result, _error, groupId) => [{ type: 'Presence', id: groupId }] },
    updatePresence: { invalidatesTags: ['Presence'] },
    toggleSharing: { invalidatesTags: ['Presence'] },
  },
});

export const {
  useGetCampusesQuery,
  useGetPresenceQuery,
  useGetGroupPresenceQuery,
  useGetFreeTogetherQuery,
  useUpdatePresenceMutation,
  useToggleSharingMutation,
} = presenceApi;
