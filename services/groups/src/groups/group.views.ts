import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** What members see of each other (never e-mail: identity does not publish it). */
export class MemberUserView {
  @ApiProperty() id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty() colorTheme!: string;
}

export class GroupMemberView {
  @ApiProperty() id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() joinedAt!: string;
  @ApiProperty({ description: 'The member’s colour in this group' }) color!: string;
  @ApiProperty() user!: MemberUserView;
}

/** A study group, with its members and the users who hold a pending invitation. */
export class StudyGroupView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional() courseCode?: string;
  @ApiProperty() createdBy!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() memberCount!: number;
  @ApiProperty({ type: [GroupMemberView] }) members!: GroupMemberView[];
  @ApiProperty({ type: [String] }) pendingInvitationUserIds!: string[];
}
