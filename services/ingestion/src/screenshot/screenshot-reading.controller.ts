import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ApiOperationOf,
  badRequest,
  detectImageType,
  MAX_PICTURE_BYTES,
  NOT_AN_IMAGE,
  payloadTooLarge,
  PICTURE_TOO_LARGE,
  readLimited,
  TooLargeError,
} from '@overlap/platform';
import type { Request } from 'express';
import { READERS, ReaderService, TESSERACT_LANGUAGES, type ReaderName } from '../reader';
import { ParseStatusView, ScreenshotReadView } from './screenshot.views';

/**
 * Reading a timetable screenshot (/ai-schedule): the image is read by a vision model when one is
 * configured, else (or when asked) by this server's own OCR reader, and the classes come back for
 * review. The image is sent as the request body with its image type (what `fetch(url, { body: file })`
 * does) and never stored. These two routes are all the chart's reader Deployment serves (ADR 054).
 */
@ApiTags('screenshots')
@Controller('api/parse')
export class ScreenshotReadingController {
  constructor(private readonly reader: ReaderService) {}

  /** Lets the screen say up front which readers there are, or that the feature is off. */
  @Get('status')
  @ApiOperationOf('getParseStatus', ParseStatusView)
  status(): ParseStatusView {
    return this.reader.status();
  }

  @Post('screenshot')
  @HttpCode(200)
  @ApiOperationOf('analyseScreenshot', ScreenshotReadView)
  @ApiConsumes('image/jpeg', 'image/png', 'image/gif', 'image/webp')
  @ApiBody({ description: 'The image itself, at most 5 MB', schema: { type: 'string', format: 'binary' } })
  @ApiQuery({ name: 'reader', required: false, enum: READERS, description: 'The vision model when configured, else on-device' })
  @ApiQuery({ name: 'lang', required: false, enum: Object.keys(TESSERACT_LANGUAGES), description: "The timetable's language besides English (on-device)" })
  async analyse(@Req() req: Request, @Query('reader') asked?: string, @Query('lang') lang?: string): Promise<ScreenshotReadView> {
    if (asked !== undefined && !READERS.includes(asked as ReaderName)) throw badRequest(`reader must be one of ${READERS.join(', ')}`, 'reader');
    if (lang !== undefined && !(lang in TESSERACT_LANGUAGES)) throw badRequest(`lang must be one of ${Object.keys(TESSERACT_LANGUAGES).join(', ')}`, 'lang');
    // Before reading up to 5 MB: the screen shows this message instead of a result.
    const reader = this.reader.choose(asked as ReaderName | undefined);
    const length = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
    let image: Buffer;
    try {
      // A JSON or form body was already consumed by the body parser: it is not an image upload.
      image = req.readableEnded ? Buffer.alloc(0) : await readLimited(req, MAX_PICTURE_BYTES, length);
    } catch (err) {
      if (err instanceof TooLargeError) throw payloadTooLarge(PICTURE_TOO_LARGE);
      throw err;
    }
    if (!image.length) throw badRequest(NOT_AN_IMAGE);
    const type = detectImageType(image);
    if (!type) throw badRequest(NOT_AN_IMAGE);
    const { classes: events, weekOf } = await this.reader.read(reader, image, type, lang);
    const message =
      reader === 'on-device' ? `Found ${events.length} events by reading the screenshot on this server` : `Found ${events.length} events from AI analysis`;
    return { events, reader, message, weekOf };
  }
}
