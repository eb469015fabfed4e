import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { publicUser, type ProfileFields } from '../profiles/profile.views';
import type { StudyGroupEntity } from './study-group.entity';

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

export interface MemberWithProfile {
  id: string;
  groupId: string;
  userId: string;
  /** The member's colour in this group, stored at join (ADR 030): distinct within the group. */
  color: string;
  joinedAt: Date;
  profile: ProfileFields | undefined;
}

export function memberView(m: MemberWithProfile) {
  return { id: m.id, userId: m.userId, joinedAt: m.joinedAt.toISOString(), color: m.color, user: publicUser(m.userId, m.profile) };
}

export function groupView(group: StudyGroupEntity, members: MemberWithProfile[], pendingInvitationUserIds: string[]) {
  return {
    id: group.id,
    name: group.name,
    ...(group.description ? { description: group.description } : {}),
    ...(group.courseCode ? { courseCode: group.courseCode } : {}),
    createdBy: group.createdBy,
    createdAt: group.createdAt.toISOString(),
    memberCount: members.length,
    members: members.map(memberView),
    // So the invite dialog can hide people who were already asked.
    pendingInvitationUserIds,
  };
}
export type GroupView = ReturnType<typeof groupView>;
