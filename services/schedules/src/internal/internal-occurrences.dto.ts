import { INTERNAL_OCCURRENCES_MAX_USERS, type InternalOccurrencesRequest } from '@overlap/contracts';
import { DEFAULT_TIMEZONE, isCalendarDate, isValidTimeZone } from '@overlap/time';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { Required } from '../events/calendar-queries.dto';

const splitIds = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
    : value;

const IsDate = (name: string) =>
  ValidateBy({
    name: 'isDate',
    validator: { validate: (v: unknown) => typeof v === 'string' && isCalendarDate(v), defaultMessage: () => `${name} must be a date, e.g. 2026-03-02` },
  });

const IsZone = () =>
  ValidateBy({
    name: 'isZone',
    validator: {
      validate: (v: unknown) => typeof v === 'string' && isValidTimeZone(v),
      defaultMessage: () => `timeZone must be an IANA time zone, e.g. ${DEFAULT_TIMEZONE}`,
    },
  });

/** GET /internal/occurrences?userIds=a,b,c&from&to&timeZone (@overlap/contracts). */
export class InternalOccurrencesQuery implements InternalOccurrencesRequest {
  @Required('userIds is required')
  @ArrayNotEmpty({ message: 'userIds is required' })
  @ArrayMaxSize(INTERNAL_OCCURRENCES_MAX_USERS, { message: `At most ${INTERNAL_OCCURRENCES_MAX_USERS} userIds per call` })
  @IsUUID('all', { each: true, message: 'userIds must be user ids (UUIDs), separated by commas' })
  @Transform(splitIds)
  readonly userIds!: string[];

  @Required('from is required')
  @IsDate('from')
  readonly from!: string;

  @Required('to is required')
  @IsDate('to')
  readonly to!: string;

  @Required('timeZone is required')
  @IsZone()
  readonly timeZone!: string;

  /** The student looking: their own events are answered whole, everyone else's as groups may see them (ADR 045). */
  @IsOptional()
  @IsUUID('all', { message: 'viewerId must be a user id (UUID)' })
  readonly viewerId?: string;

  /** The group whose page asks: its study sessions are answered with their title (ADR 056). */
  @IsOptional()
  @IsUUID('all', { message: 'groupId must be a group id (UUID)' })
  readonly groupId?: string;
}
