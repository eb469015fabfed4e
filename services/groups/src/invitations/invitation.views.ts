import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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
