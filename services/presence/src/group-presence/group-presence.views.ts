import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PresenceCampusView, PresenceView } from '../presence/presence.views';

/** What a member's timetable says now, on the viewer's clock. */
export class TimetableNowView {
  @ApiProperty({ enum: ['in_class', 'free'] })
  now!: 'in_class' | 'free';

  @ApiPropertyOptional({ description: "the class's title; only while in class" })
  title?: string;

  @ApiProperty({ example: '11:50', description: "'HH:MM' on the viewer's clock: end of the class, or start of the next one; '24:00' = the rest of the day" })
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
