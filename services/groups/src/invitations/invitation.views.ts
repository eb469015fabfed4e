import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { InvitationEntity } from '../groups/invitation.entity';

const STATUSES = ['pending', 'accepted', 'declined'];

/** What the inviter gets back. */
export class SentInvitationView {
  @ApiProperty() id!: string;
  @ApiProperty() groupId!: string;
  @ApiProperty() invitedUserId!: string;
  @ApiProperty() invitedBy!: string;
  @ApiProperty({ enum: STATUSES }) status!: string;
  @ApiPropertyOptional() message?: string;
  @ApiProperty() createdAt!: string;
}

export class InvitationsSentView {
  @ApiProperty() sent!: number;
  @ApiProperty({ type: [SentInvitationView] }) invitations!: SentInvitationView[];
}

export class RespondedInvitationView extends SentInvitationView {
  @ApiProperty() respondedAt!: string;
}

export class InvitationGroupView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional() courseCode?: string;
}

export class InviterView {
  @ApiProperty() id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() username!: string;
  @ApiProperty() displayName!: string;
}

/** An invitation, as the invitee sees it (bell and invitations panel). */
export class ReceivedInvitationView {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: STATUSES }) status!: string;
  @ApiPropertyOptional() message?: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) respondedAt!: string | null;
  @ApiProperty() group!: InvitationGroupView;
  @ApiProperty() invitedBy!: InviterView;
}

export class MyInvitationsView {
  @ApiProperty({ type: [ReceivedInvitationView] }) pending!: ReceivedInvitationView[];
  @ApiProperty({ type: [ReceivedInvitationView], description: 'The last answered ones, newest answer first' }) previous!: ReceivedInvitationView[];
  @ApiProperty({ description: 'Whether accepting needs premium (the operator setting INVITATIONS_REQUIRE_PREMIUM)' }) acceptRequiresPremium!: boolean;
  @ApiProperty({ description: "Whether the caller may accept now; false shows 'Upgrade to Accept'" }) canAccept!: boolean;
}

/** What visitors and the texts need to know: the operator setting, without a session (ADR 019). */
export class InvitationPolicyView {
  @ApiProperty({ description: 'Whether accepting an invitation needs premium (the operator setting INVITATIONS_REQUIRE_PREMIUM)' })
  acceptRequiresPremium!: boolean;
}

/** Maps a stored invitation to what the inviter gets back. */
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

/** Maps an invitation row to what the invitee sees. */
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
