import { Injectable } from '@nestjs/common';
import { forbidden } from '@overlap/platform';
import { wallClockAt } from '@overlap/time';
import { CampusesRepository } from '../campuses/campuses.repository';
import { MembershipsRepository } from '../projections/memberships.repository';
import { UsersRepository } from '../projections/users.repository';
import { PresenceStatesRepository } from '../presence/presence-states.repository';
import { toPresenceView } from '../presence/presence.views';
import { freeTogether, meetNowTimes } from './free-together.rules';
import type { FreeTogetherView, GroupMemberPresenceView } from './group-presence.views';
import { TimetableClient } from './timetable.client';
import { timetableNow } from './timetable-now.rules';

export const NOT_A_MEMBER = 'You are not a member of this study group';

/** A group's presence for one of its members: who shares, where, and what their timetable says now. */
@Injectable()
export class GroupPresenceService {
  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly states: PresenceStatesRepository,
    private readonly campuses: CampusesRepository,
    private readonly users: UsersRepository,
    private readonly timetables: TimetableClient,
  ) {}

  /** Members who share (expired states left out) by user id; 403 for anyone outside the group, or an unknown group. */
  async read(viewerId: string, groupId: string): Promise<Record<string, GroupMemberPresenceView>> {
    return Object.fromEntries((await this.members(viewerId, groupId)).views.map((v) => [v.userId, v]));
  }

  /**
   * "Free together now": per campus, two or more members sharing presence there who are all free
   * now, with the session "Meet now" would book (docs/product/presence.md); the same read and
   * checks as `read`.
   */
  async freeTogether(viewerId: string, groupId: string): Promise<FreeTogetherView[]> {
    const { views, now, zone, clock } = await this.members(viewerId, groupId);
    const campusOf = new Map(views.flatMap((v) => (v.campus ? [[v.campus.id, v.campus] as const] : [])));
    return freeTogether(views, clock).flatMap((set) => {
      const meetNow = meetNowTimes(now, set.until, zone);
      return meetNow ? [{ campus: campusOf.get(set.campusId)!, memberIds: set.memberIds, until: set.until, meetNow }] : [];
    });
  }

  private async members(viewerId: string, groupId: string): Promise<{ views: GroupMemberPresenceView[]; now: Date; zone: string; clock: string }> {
    // One read of the members both checks the viewer and names whose states to read; the zone
    // and the campuses are read meanwhile (each round trip to the MongoDB API costs milliseconds).
    const [members, campuses, zone] = await Promise.all([this.memberships.membersOf(groupId), this.campuses.byId(), this.users.timezoneOf(viewerId)]);
    if (!members.includes(viewerId)) throw forbidden(NOT_A_MEMBER);
    const now = new Date();
    const states = await this.states.findSharing(members);
    const views = states.map((s) => toPresenceView(s._id, s, campuses, now)).filter((v) => v.sharingEnabled);
    const onCampus = views.filter((v) => v.status === 'on_campus').map((v) => v.userId);
    const clock = wallClockAt(now, zone);
    const entries = await this.timetables.entries(onCampus, clock.date, zone, { groupId, viewerId });
    return {
      views: views.map((v) => {
        const own = v.status === 'on_campus' ? entries?.get(v.userId) : undefined;
        return { ...v, timetable: own ? timetableNow(own, clock.date, clock.time) : null };
      }),
      now,
      zone,
      clock: clock.time,
    };
  }
}
