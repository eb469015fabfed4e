import { Transform, Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CLASS_TEXT_MAX, CLASS_TYPES, MAX_CLASSES, WEEKDAYS, type ClassType, type Weekday } from '@overlap/contracts';
import { CALENDAR_YEARS, IsAfter, IsCalendarDate, minutesOf, Omittable } from '@overlap/platform';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One reviewed weekly class (the screen shows the AI's list for correction before saving). */
export class WeeklyClassDto {
  @ApiProperty({ enum: WEEKDAYS })
  @IsIn(WEEKDAYS, { message: 'Each class needs a weekday (Mon to Sun)' })
  readonly weekday!: Weekday;

  @ApiProperty({ example: '08:15' })
  @IsString({ message: 'Start times must be HH:MM' })
  @Matches(HHMM, { message: 'Start times must be HH:MM' })
  readonly start!: string;

  @ApiProperty({ example: '10:00', description: 'after start' })
  @IsString({ message: 'End times must be HH:MM' })
  @Matches(HHMM, { message: 'End times must be HH:MM' })
  @IsAfter('start', 'A class must end after it starts', { position: minutesOf })
  readonly end!: string;

  @ApiProperty({ maxLength: CLASS_TEXT_MAX })
  @Transform(trim)
  @IsNotEmpty({ message: 'Each class needs a title' })
  @IsString({ message: 'Each class needs a title' })
  @MaxLength(CLASS_TEXT_MAX, { message: 'Class titles must be at most 300 characters' })
  readonly title!: string;

  @ApiPropertyOptional({ maxLength: CLASS_TEXT_MAX })
  @Omittable()
  @Transform(trim)
  @IsString({ message: 'A location must be text' })
  @MaxLength(CLASS_TEXT_MAX, { message: 'Locations must be at most 300 characters' })
  readonly location?: string;

  @ApiPropertyOptional({ enum: CLASS_TYPES })
  @Omittable()
  @IsIn(CLASS_TYPES, { message: `A class type must be one of ${CLASS_TYPES.join(', ')}` })
  readonly type?: ClassType;
}

/** POST /api/parse/screenshot/save: the reviewed classes, repeated weekly from startDate to endDate. */
export class SaveScreenshotDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @Omittable()
  @Transform(trim)
  @IsNotEmpty({ message: 'The name cannot be blank' })
  @IsString({ message: 'The name cannot be blank' })
  @MaxLength(100, { message: 'The name must be at most 100 characters' })
  readonly name?: string;

  @ApiProperty({ type: [WeeklyClassDto], minItems: 1, maxItems: MAX_CLASSES })
  @IsArray({ message: 'Add at least one class before saving' })
  @ArrayMinSize(1, { message: 'Add at least one class before saving' })
  @ArrayMaxSize(MAX_CLASSES, { message: 'At most 100 classes can be saved from one screenshot' })
  @ValidateNested({ each: true })
  @Type(() => WeeklyClassDto)
  readonly events!: WeeklyClassDto[];

  @ApiPropertyOptional({
    format: 'date',
    description: `First day of the weekly repetition (years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}); this week’s Monday when left out`,
  })
  @Omittable()
  @Matches(DATE, { message: 'startDate must be a date (YYYY-MM-DD)' })
  @IsCalendarDate(`startDate must be a day in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}`)
  readonly startDate?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day of the weekly repetition, not before startDate' })
  @Omittable()
  @Matches(DATE, { message: 'endDate must be a date (YYYY-MM-DD)' })
  @IsCalendarDate(`endDate must be a day in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}`)
  @IsAfter('startDate', 'endDate must not be before startDate', { orSame: true })
  readonly endDate?: string;
}
