import { Injectable } from '@nestjs/common';
import { forbidden, notFound } from '@overlap/platform';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GroupReader } from './group-reader.repository';
import type { GroupView } from './group.views';
import type { CreateGroupDto } from './groups.dto';
import { Membership } from './membership.service';
import { LeaveReason } from './membership.events';
import { StudyGroupEntity } from './study-group.entity';
import { assertAccountActive } from '../profiles/deleted-accounts.repository';

export const NOT_A_MEMBER = 'You are not a member of this study group.';

@Injectable()
export class GroupsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly membership: Membership,
    private readonly reader: GroupReader,
  ) {}

  /** Creates the group with the caller as its first member. */
  async create(callerId: string, dto: CreateGroupDto): Promise<GroupView> {
    const group = await this.dataSource.transaction(async (manager) => {
      await assertAccountActive(manager, callerId);
      const group = manager.create(StudyGroupEntity, {
        id: randomUUID(),
        name: dto.name,
        description: dto.description ?? null,
        courseCode: dto.courseCode ?? null,
        createdBy: callerId,
        createdAt: new Date(),
      });
      await manager.insert(StudyGroupEntity, group);
      await this.membership.join(manager, group, callerId);
      return group;
    });
    return (await this.reader.one(group.id))!;
  }

  /** Members only; a group that does not exist is 404, one the caller is not in is 403. */
  async readAsMember(callerId: string, groupId: string): Promise<GroupView> {
    const view = await this.reader.one(groupId);
    if (!view) throw notFound('Study group not found.');
    if (!view.members.some((m) => m.userId === callerId)) throw forbidden(NOT_A_MEMBER);
    return view;
  }

  async delete(callerId: string, groupId: string): Promise<{ message: string }> {
    return this.dataSource.transaction(async (manager) => {
      const group = await this.membership.lockGroup(manager, groupId);
      if (!group) throw notFound('Study group not found.');
      if (group.createdBy !== callerId) throw forbidden('Only the group creator can delete this study group.');
      await this.membership.deleteGroup(manager, group);
      return { message: `Study group "${group.name}" deleted successfully.` };
    });
  }

  async leave(callerId: string, groupId: string): Promise<{ message: string }> {
    return this.dataSource.transaction(async (manager) => {
      const group = await this.membership.lockGroup(manager, groupId);
      if (!group) throw notFound('Study group not found.');
      const outcome = await this.membership.leave(manager, group, callerId, LeaveReason.LEFT);
      if (outcome === 'not-a-member') throw forbidden(NOT_A_MEMBER);
      return { message: `Left study group "${group.name}" successfully.` };
    });
  }
}
