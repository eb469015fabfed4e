import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PresenceView } from '../presence/presence.views';

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
