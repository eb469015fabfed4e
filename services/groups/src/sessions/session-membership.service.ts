import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MembershipListener } from '../groups/membership.service';
import type { StudyGroupEntity } from '../groups/study-group.entity';
import { SessionClashesRepository } from './session-clashes.repository';
import { SessionRemindersRepository } from './session-reminders.repository';
import { SessionChange, StudySessionEvents } from './study-session.events';
import type { StudySessionEntity } from './study-session.entity';
import { StudySessionsRepository } from './study-sessions.repository';

/**
 * What a membership change does to a group's sessions (ADR 052), inside the membership's
 * transaction with the group locked: a joiner sees the sessions still ahead; a leaver's answers go
 * and the sessions ahead they booked are cancelled; a deleted group's sessions are all cancelled.
 * Each touched session is published again, so every member's calendar follows.
 */
@Injectable()
export class SessionMembership implements MembershipListener {
  constructor(
    private readonly sessions: StudySessionsRepository,
    private readonly events: StudySessionEvents,
    private readonly reminders: SessionRemindersRepository,
    private readonly clashes: SessionClashesRepository,
  ) {}

  async joined(manager: EntityManager, group: StudyGroupEntity, userId: string): Promise<void> {
    for (const session of await this.sessions.upcomingOfGroup(manager, group.id, new Date())) await this.republish(manager, group, session, userId);
  }

  /** After the member's row is gone; `everything`: the account is deleted, so even past sessions it booked go. */
  async left(manager: EntityManager, group: StudyGroupEntity, userId: string, everything: boolean): Promise<void> {
    await this.sessions.dropAnswersInGroup(manager, group.id, userId);
    await this.clashes.dropInGroup(manager, group.id, userId);
    const now = new Date();
    for (const session of await this.sessions.liveOfGroup(manager, group.id)) {
      if (session.bookedBy === userId && (everything || session.endAt > now)) await this.cancel(manager, group, session, [], '');
      else await this.republish(manager, group, session, userId);
    }
  }

  /** Before the group's rows are deleted (its sessions go with it, ON DELETE CASCADE). */
  async groupDeleted(manager: EntityManager, group: StudyGroupEntity): Promise<void> {
    for (const session of await this.sessions.liveOfGroup(manager, group.id)) await this.cancel(manager, group, session, [], '');
  }

  /** Leaving cancelled (and published) every session the account booked; now its rows and answers go. */
  async accountDeleted(manager: EntityManager, userId: string): Promise<void> {
    await this.reminders.dropAccount(manager, userId);
    await this.clashes.dropAccount(manager, userId);
    await this.sessions.dropAccount(manager, userId);
  }

  private async republish(manager: EntityManager, group: StudyGroupEntity, session: StudySessionEntity, changedBy: string) {
    await this.sessions.update(manager, session, {});
    const memberIds = (await manager.query(`SELECT user_id FROM group_members WHERE group_id = $1 ORDER BY joined_at, id`, [group.id])) as {
      user_id: string;
    }[];
    const answers = (await this.sessions.answers(manager, [session.id])).get(session.id)!;
    await this.events.changed(
      manager,
      { session, groupName: group.name, memberIds: memberIds.map((m) => m.user_id), answers },
      SessionChange.MEMBERS,
      changedBy,
    );
  }

  private async cancel(manager: EntityManager, group: StudyGroupEntity, session: StudySessionEntity, memberIds: string[], changedBy: string) {
    await this.sessions.update(manager, session, { cancelledAt: new Date() });
    await this.events.changed(manager, { session, groupName: group.name, memberIds, answers: new Map() }, SessionChange.CANCELLED, changedBy);
  }
}
