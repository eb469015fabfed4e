import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@overlap/platform';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { DEFAULT_SYNC_INTERVAL, FEED_NAME_MAX, FEED_URL_MAX, parseFeedUrl, SYNC_INTERVALS } from '@overlap/contracts';

export const MESSAGES = {
  nameRequired: 'Subscription name is required',
  urlRequired: 'ICS URL is required',
  urlInvalid: 'Please enter a valid URL',
  urlScheme: 'Only http, https and webcal links can be used as calendar feeds',
  interval: 'Sync interval must be 15, 30, 60 or 240 minutes',
  nameTooLong: 'Subscription name must be at most 100 characters',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// Forms send numbers, query-like clients send "30"; both mean 30.
const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

const problemOf = (v: string) => {
  const parsed = parseFeedUrl(v);
  return 'problem' in parsed ? parsed.problem : undefined;
};

const IsParsableUrl = () =>
  ValidateBy({
    name: 'isParsableUrl',
    validator: { validate: (v) => typeof v === 'string' && problemOf(v) !== 'invalid', defaultMessage: () => MESSAGES.urlInvalid },
  });

const IsFeedScheme = () =>
  ValidateBy({
    name: 'isFeedScheme',
    validator: { validate: (v) => typeof v === 'string' && 'url' in parseFeedUrl(v), defaultMessage: () => MESSAGES.urlScheme },
  });

/** POST /api/ics/subscriptions (texts of docs/product/calendar-feeds.md; rules listed top-down by priority). */
export class CreateSubscriptionDto {
  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @Omittable()
  @IsString({ message: 'userId must be a string' })
  readonly userId?: string;

  @ApiProperty({ maxLength: FEED_NAME_MAX })
  @Transform(trim)
  @IsNotEmpty({ message: MESSAGES.nameRequired })
  @IsString({ message: MESSAGES.nameRequired })
  @MaxLength(FEED_NAME_MAX, { message: MESSAGES.nameTooLong })
  readonly name!: string;

  @ApiProperty({ maxLength: FEED_URL_MAX, description: 'An http, https or webcal address of an iCalendar feed' })
  @Transform(trim)
  @IsNotEmpty({ message: MESSAGES.urlRequired })
  @IsString({ message: MESSAGES.urlRequired })
  @MaxLength(FEED_URL_MAX, { message: MESSAGES.urlInvalid })
  @IsParsableUrl()
  @IsFeedScheme()
  readonly url!: string;

  @ApiPropertyOptional({ default: DEFAULT_SYNC_INTERVAL, description: `Minutes between syncs, one of ${SYNC_INTERVALS.join(', ')}` })
  @Omittable()
  @Transform(toNumber)
  @IsIn(SYNC_INTERVALS, { message: MESSAGES.interval })
  readonly syncInterval?: number;
}

/** PUT /api/ics/subscriptions/{id}: the same fields; an omitted one keeps its value, a null one is refused. */
export class UpdateSubscriptionDto {
  @ApiPropertyOptional({ maxLength: FEED_NAME_MAX })
  @Omittable()
  @Transform(trim)
  @IsNotEmpty({ message: MESSAGES.nameRequired })
  @IsString({ message: MESSAGES.nameRequired })
  @MaxLength(FEED_NAME_MAX, { message: MESSAGES.nameTooLong })
  readonly name?: string;

  @ApiPropertyOptional({ maxLength: FEED_URL_MAX, description: 'An http, https or webcal address of an iCalendar feed' })
  @Omittable()
  @Transform(trim)
  @IsNotEmpty({ message: MESSAGES.urlRequired })
  @IsString({ message: MESSAGES.urlRequired })
  @MaxLength(FEED_URL_MAX, { message: MESSAGES.urlInvalid })
  @IsParsableUrl()
  @IsFeedScheme()
  readonly url?: string;

  @ApiPropertyOptional({ description: `Minutes between syncs, one of ${SYNC_INTERVALS.join(', ')}` })
  @Omittable()
  @Transform(toNumber)
  @IsIn(SYNC_INTERVALS, { message: MESSAGES.interval })
  readonly syncInterval?: number;
}
