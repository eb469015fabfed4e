import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OutboxWriter } from '@overlap/platform';
import { GroupDeletedSchema, GroupsEventTypes, LeaveReason, MemberJoinedSchema, MemberLeftSchema, Topics } from '@overlap/proto';
import type { EntityManager } from 'typeorm';

export { LeaveReason };

/** Publishes groups.membership.v1 through the outbox, inside the caller's transaction; key = group id. */
@Injectable()
export class MembershipEvents {
  constructor(private readonly outbox: OutboxWriter) {}

  joined(manager: EntityManager, e: { groupId: string; userId: string; joinedAt: Date; createdBy: string }) {
    return this.outbox.write(manager, {
      topic: Topics.groupsMembership,
      key: e.groupId,
      eventType: GroupsEventTypes.memberJoined,
      schema: MemberJoinedSchema,
      payload: create(MemberJoinedSchema, { groupId: e.groupId, userId: e.userId, joinedAt: timestampFromDate(e.joinedAt), createdBy: e.createdBy }),
    });
  }

  left(manager: EntityManager, e: { groupId: string; userId: string; reason: LeaveReason; createdBy: string }) {
    return this.outbox.write(manager, {
      topic: Topics.groupsMembership,
      key: e.groupId,
      eventType: GroupsEventTypes.memberLeft,
      schema: MemberLeftSchema,
      payload: create(MemberLeftSchema, {
        groupId: e.groupId,
        userId: e.userId,
        leftAt: timestampFromDate(new Date()),
        reason: e.reason,
        createdBy: e.createdBy,
      }),
    });
  }

  deleted(manager: EntityManager, e: { groupId: string; memberUserIds: string[] }) {
    return this.outbox.write(manager, {
      topic: Topics.groupsMembership,
      key: e.groupId,
      eventType: GroupsEventTypes.groupDeleted,
      schema: GroupDeletedSchema,
      payload: create(GroupDeletedSchema, { groupId: e.groupId, deletedAt: timestampFromDate(new Date()), memberUserIds: e.memberUserIds }),
    });
  }
}
