import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A live link as members see it in the group's share dialog (the token is shown once, at creation). */
export class JoinLinkView {
  @ApiProperty() id!: string;
  @ApiProperty() groupId!: string;
  @ApiProperty() createdBy!: string;
  @ApiProperty({ description: 'How members know the creator' }) createdByName!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() expiresAt!: string;
}

export class CreatedJoinLinkView extends JoinLinkView {
  @ApiProperty({ description: 'The secret part of the link; only its hash is stored, so it is never shown again' }) token!: string;
  @ApiProperty({ description: 'The app path to share, /join/{token}' }) path!: string;
}

export class JoinLinkGroupView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional() courseCode?: string;
  @ApiProperty() memberCount!: number;
}

/** What someone holding a link sees before joining. */
export class JoinLinkPreviewView {
  @ApiProperty() group!: JoinLinkGroupView;
  @ApiProperty() expiresAt!: string;
  @ApiProperty() alreadyMember!: boolean;
  @ApiProperty({ description: 'Whether joining needs premium (the operator setting INVITATIONS_REQUIRE_PREMIUM)' }) acceptRequiresPremium!: boolean;
  @ApiProperty({ description: "Whether the caller may join now; false shows 'Upgrade to Join'" }) canJoin!: boolean;
}

export class JoinedGroupView {
  @ApiProperty() groupId!: string;
  @ApiProperty({ description: 'false when the caller was a member already' }) joined!: boolean;
}
