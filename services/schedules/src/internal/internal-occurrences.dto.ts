import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsUUID } from 'class-validator';
import { schedulesConfig } from '../config';
import { IsIsoDateTime, Required } from '../events/calendar-queries.dto';

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

/** GET /internal/occurrences?userIds=a,b,c&from&to. */
export class InternalOccurrencesQuery {
  @Required('userIds is required')
  @ArrayNotEmpty({ message: 'userIds is required' })
  @ArrayMaxSize(schedulesConfig.maxInternalUsers, { message: `At most ${schedulesConfig.maxInternalUsers} userIds per call` })
  @IsUUID('all', { each: true, message: 'userIds must be user ids (UUIDs), separated by commas' })
  @Transform(splitIds)
  readonly userIds!: string[];

  @Required('from is required')
  @IsIsoDateTime('from')
  readonly from!: string;

  @Required('to is required')
  @IsIsoDateTime('to')
  readonly to!: string;
}
