import type { InvitationEntity } from '../groups/invitation.entity';

/** What the inviter gets back. */
export function sentInvitationView(i: InvitationEntity) {
  return {
    id: i.id,
    groupId: i.groupId,
    invitedUserId: i.invitedUserId,
    invitedBy: i.invitedBy,
    status: i.status,
    ...(i.message ? { message: i.message } : {}),
    createdAt: i.createdAt.toISOString(),
  };
}

export interface ReceivedInvitationRow {
  id: string;
  status: string;
  message: string | null;
  created_at: Date;
  responded_at: Date | null;
  group_id: string;
  group_name: string;
  course_code: string | null;
  invited_by: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  display_name: string | null;
}

/** An invitation, as the invitee sees it (bell and invitations panel). */
export function receivedInvitationView(r: ReceivedInvitationRow) {
  return {
    id: r.id,
    status: r.status,
    ...(r.message ? { message: r.message } : {}),
    createdAt: r.created_at.toISOString(),
    respondedAt: r.responded_at ? r.responded_at.toISOString() : null,
    group: { id: r.group_id, name: r.group_name, ...(r.course_code ? { courseCode: r.course_code } : {}) },
    invitedBy: {
      id: r.invited_by,
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      username: r.username ?? '',
      displayName: r.display_name ?? '',
    },
  };
}
