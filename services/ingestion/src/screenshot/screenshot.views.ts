import { ApiProperty } from '@nestjs/swagger';
import { CLASS_TYPES, WEEKDAYS } from '@overlap/contracts';
import type { WeeklyClass } from '../sources/source.document';

export class ParseStatusView {
  @ApiProperty({ description: 'Whether a vision model is configured' }) configured!: boolean;
}

/** One weekly class as the vision model read it (the strict schema of timetable-schema.ts). */
export class ExtractedClassView implements WeeklyClass {
  @ApiProperty({ enum: WEEKDAYS }) weekday!: WeeklyClass['weekday'];
  @ApiProperty({ example: '08:15' }) start!: string;
  @ApiProperty({ example: '10:00' }) end!: string;
  @ApiProperty() title!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ enum: CLASS_TYPES }) type!: string;
}

export class ScreenshotReadView {
  @ApiProperty({ type: [ExtractedClassView] }) events!: ExtractedClassView[];
  @ApiProperty() message!: string;
}

/** A saved screenshot: a weekly source repeated from validFrom to validUntil. */
export class ScreenshotImportView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() classCount!: number;
  @ApiProperty() eventCount!: number;
  @ApiProperty({ format: 'date' }) validFrom!: string;
  @ApiProperty({ format: 'date' }) validUntil!: string;
  @ApiProperty() createdAt!: string;
}

export class ScreenshotSavedView extends ScreenshotImportView {
  @ApiProperty() message!: string;
}

export class ScreenshotImportsView {
  @ApiProperty({ type: [ScreenshotImportView] }) imports!: ScreenshotImportView[];
}

export class ImportDeletedView {
  @ApiProperty() id!: string;
  @ApiProperty() message!: string;
}
