import { ApiProperty } from '@nestjs/swagger';
import { PRESENCE_STATUSES, type PresenceStatus } from './presence-rules';

/** The campus a student's device placed itself in (docs/product/presence.md). */
export class PresenceCampusView {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  university!: string;
}

/** A student's presence: sharing, status, campus, last update, plus when sharing ends by itself. Never coordinates. */
export class PresenceView {
  @ApiProperty()
  userId!: string;

  @ApiProperty()
  sharingEnabled!: boolean;

  @ApiProperty({ enum: PRESENCE_STATUSES, enumName: 'PresenceStatus', description: "a state not refreshed for 3 hours reads 'unknown'" })
  status!: PresenceStatus;

  @ApiProperty({ type: PresenceCampusView, nullable: true })
  campus!: PresenceCampusView | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "the last report ('last seen hh:mm')" })
  lastUpdate!: string | null;

  @ApiProperty({ description: 'the student chose to keep sharing past today' })
  keepSharing!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'end of the student’s local day; null while keeping sharing or when off' })
  sharingEndsAt!: string | null;
}
