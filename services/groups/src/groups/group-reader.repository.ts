import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { StudyGroupEntity } from './study-group.entity';
import { groupView, type GroupView, type MemberWithProfile } from './group.views';

interface MemberRow {
  id: string;
  group_id: string;
  user_id: string;
  color: string;
  joined_at: Date;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  color_theme: string | null;
}

/** Groups with their members (names and colours from the local projection) in join order. */
@Injectable()
export class GroupReader {
  constructor(private readonly dataSource: DataSource) {}

  async forUser(userId: string): Promise<GroupView[]> {
    const groups = await this.dataSource.manager
      .createQueryBuilder(StudyGroupEntity, 'g')
      .innerJoin('group_members', 'm', 'm.group_id = g.id AND m.user_id = :userId', { userId })
      .orderBy('g.created_at', 'DESC')
      .addOrderBy('g.id', 'ASC')
      .getMany();
    return this.views(groups);
  }

  async one(groupId: string): Promise<GroupView | undefined> {
    const group = await this.dataSource.manager.findOne(StudyGroupEntity, { where: { id: groupId } });
    return group ? (await this.views([group]))[0] : undefined;
  }

  async membersOf(groupIds: string[], manager: EntityManager = this.dataSource.manager): Promise<MemberWithProfile[]> {
    if (!groupIds.length) return [];
    const rows: MemberRow[] = await manager.query(
      `SELECT m.id, m.group_id, m.user_id, m.color, m.joined_at,
              p.username, p.first_name, p.last_name, p.display_name, p.color_theme
         FROM group_members m LEFT JOIN user_profiles p ON p.user_id = m.user_id
        WHERE m.group_id = ANY($1::uuid[])
        ORDER BY m.joined_at, m.id`,
      [groupIds],
    );
    return rows.map((r) => ({
      id: r.id,
      groupId: r.group_id,
      userId: r.user_id,
      color: r.color,
      joinedAt: r.joined_at,
      profile:
        r.username === null
          ? undefined
          : { username: r.username, firstName: r.first_name, lastName: r.last_name, displayName: r.display_name, colorTheme: r.color_theme },
    }));
  }

  private async views(groups: StudyGroupEntity[]): Promise<GroupView[]> {
    const ids = groups.map((g) => g.id);
    const [members, pending] = await Promise.all([
      this.membersOf(ids),
      ids.length
        ? (this.dataSource.query(
            `SELECT group_id, invited_user_id FROM invitations WHERE group_id = ANY($1::uuid[]) AND status = 'pending' ORDER BY created_at`,
            [ids],
          ) as Promise<{ group_id: string; invited_user_id: string }[]>)
        : Promise.resolve([]),
    ]);
    return groups.map((g) =>
      groupView(
        g,
        members.filter((m) => m.groupId === g.id),
        pending.filter((p) => p.group_id === g.id).map((p) => p.invited_user_id),
      ),
    );
  }
}
