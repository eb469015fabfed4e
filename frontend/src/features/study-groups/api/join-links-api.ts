import { groupsApi, type CreatedJoinLinkView, type JoinLinkPreviewView, type JoinLinkView } from '@/lib/api-generated/groups';

/** A group's live join link as members see it (ADR 031); the token itself is shown once, at creation. */
export type JoinLink = JoinLinkView;
export type CreatedJoinLink = CreatedJoinLinkView;
export type JoinLinkPreview = JoinLinkPreviewView;

/** The answers of a link that does not open, each with its own text on the join page. */
export const JOIN_LINK_ERRORS = ['join_link_not_found', 'join_link_expired', 'join_link_revoked'] as const;
export type JoinLinkError = (typeof JOIN_LINK_ERRORS)[number];

export const joinLinksApi = groupsApi.enhanceEndpoints({
  endpoints: {
    // The dialog refetches its list after each change; a preview is read fresh each time the page opens.
    previewJoinLink: { keepUnusedDataFor: 0 },
    // Joining adds a group and may answer a pending invitation to it.
    joinByLink: { invalidatesTags: ['Groups', 'Invitations'] },
  },
});

export const { useCreateJoinLinkMutation, useGetJoinLinksQuery, useRevokeJoinLinkMutation, usePreviewJoinLinkQuery, useJoinByLinkMutation } = joinLinksApi;

/** The address to share: the app's own origin and the path groups answered. */
export const shareableUrl = (link: Pick<CreatedJoinLink, 'path'>, origin = window.location.origin) => `${origin}${link.path}`;
