import { Injectable } from '@nestjs/common';
import { FREE_TIME_HOURS, gridHours, MIN_SLOT_MINUTES, personColor } from '@overlap/contracts';
import { badRequest, forbidden, notFound } from '@overlap/platform';
import { addDays, formatClock, isoWeekAt, resolveTimeZone, shiftIsoWeek, wallClockAt } from '@overlap/time';
import { DataSource } from 'typeorm';
import { GroupReader } from '../groups/group-reader.repository';
import type { MemberWithProfile } from '../groups/group.views';
import { NOT_A_MEMBER } from '../groups/groups.service';
import { StudyGroupEntity } from '../groups/study-group.entity';
import { displayNameOf, initialsOf } from '../profiles/profile.views';
import { UserProfileEntity } from '../profiles/user-profile.entity';
import type { CompareQuery } from './compare.dto';
import { comparisonWeek } from './comparison-week.rules';
import { commonFreeSlots, freeHeat, windowOfHours } from './free-time.rules';
import { MemberEntries } from './member-entries.service';

/** This group id shows only the caller's own events. */
export const PERSONAL_SCHEDULE = 'personal-schedule';

interface Participant {
  userId: string;
  color: string;
  profile: MemberWithProfile['profile'];
}

/**
 * The week a comparison opens on: the viewer's current week, except that a group's opens on the
 * next one at the weekend, when this week's free time is (nearly) over; the previous-week button
 * and the page's "this week" link lead back.
 */
function defaultWeek(now: Date, zone: string, group: boolean) {
  const current = isoWeekAt(now, zone);
  return group && wallClockAt(now, zone).weekday >= 6 ? shiftIsoWeek(current, 1) : current;
}

@Injectable()
export class ComparisonService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: GroupReader,
    private readonly memberEntries: MemberEntries,
  ) {}

  /**
   * One week of every member's entries in the viewer's zone, plus the common free time of the
   * toggled members. Members only; the entries, already cut into the viewer's days by schedules,
   * are remembered until the member's schedule changes (MemberEntries).
   */
  async compare(callerId: string, groupId: string, query: CompareQuery) {
    const [viewer, groupMembers] = await Promise.all([
      this.dataSource.manager.findOne(UserProfileEntity, { where: { userId: callerId } }),
      groupId === PERSONAL_SCHEDULE ? undefined : this.groupMembers(callerId, groupId),
    ]);
    const zone = resolveTimeZone(viewer?.timezone);
    if ((query.week === undefined) !== (query.year === undefined)) throw badRequest('Give both week and year, or neither for the current week.');
    const now = new Date();
    const clock = wallClockAt(now, zone);
    const { week: weekNumber, year } =
      query.week !== undefined && query.year !== undefined ? { week: query.week, year: query.year } : defaultWeek(now, zone, groupMembers !== undefined);
    const week = comparisonWeek({ year, week: weekNumber });
    if (!week) throw badRequest(`Year ${year} has no week ${weekNumber}.`, 'week');
    const hours = { startHour: query.fromHour ?? FREE_TIME_HOURS.defaultFrom, endHour: query.toHour ?? FREE_TIME_HOURS.defaultTo };
    if (hours.startHour >= hours.endHour) throw badRequest('fromHour must be before toHour.', 'toHour');
    const window = windowOfHours(hours.startHour, hours.endHour);
    const weekends = query.weekends ?? false;

    const participants = groupMembers ?? [this.personal(callerId, viewer)];
    const byId = new Map(participants.map((p) => [p.userId, p]));
    const included = query.members ? [...new Set(query.members.map((id) => id.toLowerCase()))] : participants.map((p) => p.userId);
    if (included.some((id) => !byId.has(id))) throw forbidden('You can only compare members of this study group.');

    const entries = await this.memberEntries.entries(
      participants.map((p) => p.userId),
      // In a group the caller's own events are theirs to see whole; My Schedule shows the week "the way your groups see it".
      { from: week.days[0]!.date, to: addDays(week.days[6]!.date, 1), timeZone: zone, ...(groupMembers ? { viewerId: callerId } : {}) },
    );
    const members = participants.map((p) => ({
      user: { id: p.userId, displayName: displayNameOf(p.profile), initials: initialsOf(p.profile), color: p.color },
      // An entry from a schedules answer that predates `busy` is busy, as every entry was then.
      schedules: (entries.get(p.userId) ?? []).map((e) => ({ ...e, busy: e.busy !== false })),
    }));
    const compared = members.filter((m) => included.includes(m.user.id));
    const minMinutes = query.minMinutes ?? MIN_SLOT_MINUTES.default;
    return {
      groupId,
      week: week.week,
      year: week.year,
      weekStart: week.days[0]!.date,
      weekEnd: week.days[6]!.date,
      timezone: zone,
      // The personal week shows no free time, so its grid keeps the default 8:00–18:00.
      gridHours: gridHours(
        members.flatMap((m) => m.schedules),
        groupMembers ? hours : undefined,
      ),
      members,
      includedMemberIds: included,
      minMinutes,
      freeTimeWindow: { startTime: formatClock(window.startMinute), endTime: formatClock(window.endMinute), ...window },
      weekends,
      freeSlots: commonFreeSlots(week.days, compared, minMinutes, window, { weekends, now: { date: clock.date, minute: clock.minutes } }),
      heat: freeHeat(week.days, compared, window),
    };
  }

  private personal(callerId: string, viewer: UserProfileEntity | null): Participant {
    return { userId: callerId, color: personColor(callerId), profile: viewer ?? undefined };
  }

  private async groupMembers(callerId: string, groupId: string): Promise<Participant[]> {
    const members = await this.reader.membersOf([groupId]);
    if (!members.some((m) => m.userId === callerId)) {
      const exists = await this.dataSource.manager.exists(StudyGroupEntity, { where: { id: groupId } });
      throw exists ? forbidden(NOT_A_MEMBER) : notFound('Study group not found.');
    }
    return members.map((m) => ({ userId: m.userId, color: m.color, profile: m.profile }));
  }
}
