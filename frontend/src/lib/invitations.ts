import { useEffect } from 'react';
import { groupsApi, type MyInvitationsView, type ReceivedInvitationView } from './api-generated/groups';
import { useLiveConnected } from './live/live-status';

/** An invitation as the invitee sees it (docs/product/groups-and-comparison.md, ADR 007). */
export type ReceivedInvitation = ReceivedInvitationView;
export type MyInvitations = MyInvitationsView;

/** Who sent an invitation, as people know them. */
export const inviterName = ({ invitedBy }: ReceivedInvitation) =>
  invitedBy.displayName || `${invitedBy.firstName} ${invitedBy.lastName}`.trim() || invitedBy.username;

/** While the live stream is down, invitations are polled every 10 s, and fetched again on focus and on tab visibility. */
export const INVITATIONS_POLL_MS = 10_000;

export const invitationsApi = groupsApi.enhanceEndpoints({
  endpoints: {
    getMyInvitations: {
      // Without the premium fields (an older groups), accepting is open, as groups' default says.
      transformResponse: (body: Partial<MyInvitations> | null) => ({
        pending: body?.pending ?? [],
        previous: body?.previous ?? [],
        acceptRequiresPremium: body?.acceptRequiresPremium ?? false,
        canAccept: body?.canAccept ?? true,
      }),
      providesTags: ['Invitations'],
    },
  },
});

/**
 * The signed-in user's invitations, shared by the notification bell and the invitations panel
 * (one cache entry). The live stream's `invitation` events keep it fresh (ADR 021); only while the
 * stream is down does it poll and refetch on focus and visibility. RTK Query's own refetch-on-focus
 * needs global listeners the app does not install (no refetch on focus elsewhere), so this query listens itself.
 */
export function useMyInvitations(userId: string, { skip = false }: { skip?: boolean } = {}) {
  const live = useLiveConnected();
  const query = invitationsApi.useGetMyInvitationsQuery(userId, {
    skip,
    pollingInterval: skip || live ? 0 : INVITATIONS_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (skip || live) return;
    // A refetch while one is under way is dropped by RTK Query, so two listeners cost one call.
    const again = () => {
      try {
        void refetch();
      } catch {
        // Not started yet (the first fetch is still to come).
      }
    };
    const onVisibility = () => document.visibilityState === 'visible' && again();
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [skip, live, refetch]);
  return query;
}
