import { ApiProperty } from '@nestjs/swagger';
import { CLASS_TYPES, WEEKDAYS } from '@overlap/contracts';
import { READERS, type ReaderName } from '../reader';
import type { WeeklyClass } from '../sources/source.document';

export class ParseStatusView {
  @ApiProperty({ description: 'Whether any reader can read screenshots here' }) configured!: boolean;
  @ApiProperty({ description: 'Whether a vision model is configured (OPENAI_API_KEY); preferred when it is' }) vision!: boolean;
  @ApiProperty({ description: "Whether this server's own OCR reader (Tesseract) is installed" }) onDevice!: boolean;
}

/** How sure the reader is of each field, 0–1; the screen highlights the unsure ones. */
export class FieldConfidenceView {
  @ApiProperty() weekday!: number;
  @ApiProperty() start!: number;
  @ApiProperty() end!: number;
  @ApiProperty() title!: number;
  @ApiProperty() location!: number;
  @ApiProperty() type!: number;
}

/** One weekly class as a reader found it (the vision model's answer is checked against a strict schema, reader/timetable-answer.rules.ts). */
export class ExtractedClassView implements WeeklyClass {
  @ApiProperty({ enum: WEEKDAYS }) weekday!: WeeklyClass['weekday'];
  @ApiProperty({ example: '08:15' }) start!: string;
  @ApiProperty({ example: '10:00' }) end!: string;
  @ApiProperty() title!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ enum: CLASS_TYPES }) type!: string;
  @ApiProperty({ type: FieldConfidenceView, nullable: true, description: 'null when the reader gives none (a vision model does not)' })
  confidence!: FieldConfidenceView | null;
}

export class ScreenshotReadView {
  @ApiProperty({ type: [ExtractedClassView] }) events!: ExtractedClassView[];
  @ApiProperty({ enum: READERS, description: 'Which reader read this screenshot' }) reader!: ReaderName;
  @ApiProperty() message!: string;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: "The Monday of the week whose dates the screenshot shows (its day headings'), offered as the import's start; null when it shows none",
  })
  weekOf!: string | null;
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
