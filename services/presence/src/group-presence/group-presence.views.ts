import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PresenceCampusView, PresenceView } from '../presence/presence.views';
import type { BusyKind } from './timetable-now.rules';

/** What a member's timetable says now, on the viewer's clock. */
export class TimetableNowView {
  @ApiProperty({ enum: ['in_class', 'free'], description: "'in_class': busy now, whatever the kind" })
  now!: 'in_class' | 'free';

  @ApiPropertyOptional({
    enum: ['class', 'session', 'busy'],
    description:
      "only while 'in_class', which is any busy time: a class; a study session of this group; or busy time with nothing more (an own event, another group's session)",
  })
  kind?: BusyKind;

  @ApiPropertyOptional({
    description: "only while 'in_class': the class's or session's title; an own event's only when its owner shows it to their groups, otherwise empty",
  })
  title?: string;

  @ApiProperty({
    example: '11:50',
    description: "'HH:MM' on the viewer's clock: end of the busy time, or start of the next one; '24:00' = the rest of the day",
  })
  until!: string;
}

/** A member's presence in a group's answer; `timetable` only for members on campus (null when schedules is down). */
export class GroupMemberPresenceView extends PresenceView {
  @ApiProperty({ type: TimetableNowView, nullable: true })
  timetable!: TimetableNowView | null;
}

/** The study session "Meet now" books: as groups takes it (its local day, instants with an offset). */
export class MeetNowView {
  @ApiProperty({ example: '2027-01-20', description: "the viewer's local day" })
  day!: string;

  @ApiProperty({ example: '2027-01-20T11:48:00+01:00', description: 'the next whole minute when answered; the page moves it on to its own next minute' })
  start!: string;

  @ApiProperty({ example: '2027-01-20T13:00:00+01:00', description: 'when the shared free time ends, at most 12 hours after start' })
  end!: string;
}

/** Members on one campus who are all free now (only members who share presence are counted). */
export class FreeTogetherView {
  @ApiProperty({ type: PresenceCampusView })
  campus!: PresenceCampusView;

  @ApiProperty({ type: [String], description: 'two or more members, by user id' })
  memberIds!: string[];

  @ApiProperty({ example: '13:00', description: "'HH:MM' on the viewer's clock: the earliest of their free times' ends; '24:00' = the rest of the day" })
  until!: string;

  @ApiProperty({ type: MeetNowView })
  meetNow!: MeetNowView;
}
