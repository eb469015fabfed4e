import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  ApiOperationOf,
  badRequest,
  CurrentUser,
  detectImageType,
  MAX_PICTURE_BYTES,
  NOT_AN_IMAGE,
  payloadTooLarge,
  PICTURE_TOO_LARGE,
  readLimited,
  TooLargeError,
  type AuthenticatedUser,
} from '@overlap/platform';
import type { Request } from 'express';
import { SaveScreenshotDto } from './screenshot.dto';
import { ScreenshotImportsService } from './screenshot-imports.service';
import { TimetableReader } from './timetable-reader';
import { ImportDeletedView, ParseStatusView, ScreenshotImportsView, ScreenshotReadView, ScreenshotSavedView } from './screenshot.views';

/**
 * Timetable screenshots (/ai-schedule): the image is read by a vision model, the classes come
 * back for review, and the reviewed list is saved as a weekly source. The image is sent as the
 * request body with its image type (what `fetch(url, { body: file })` does).
 */
@ApiTags('screenshots')
@Controller('api/parse')
export class ScreenshotController {
  constructor(
    private readonly reader: TimetableReader,
    private readonly imports: ScreenshotImportsService,
  ) {}

  /** Lets the screen say up front when the feature is off. */
  @Get('status')
  @ApiOperationOf('getParseStatus', ParseStatusView)
  status(): ParseStatusView {
    return { configured: this.reader.configured };
  }

  @Post('screenshot')
  @HttpCode(200)
  @ApiOperationOf('analyseScreenshot', ScreenshotReadView)
  @ApiConsumes('image/jpeg', 'image/png', 'image/gif', 'image/webp')
  @ApiBody({ description: 'The image itself, at most 5 MB', schema: { type: 'string', format: 'binary' } })
  async analyse(@Req() req: Request): Promise<ScreenshotReadView> {
    // Before reading up to 5 MB: the screen shows this message instead of a result.
    this.reader.assertConfigured();
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
    const events = await this.reader.read(image, type);
    return { events, message: `Found ${events.length} events from AI analysis` };
  }

  @Post('screenshot/save')
  @ApiOperationOf('saveScreenshot', ScreenshotSavedView, 201)
  async save(@CurrentUser() caller: AuthenticatedUser, @Body() dto: SaveScreenshotDto): Promise<ScreenshotSavedView> {
    const saved = await this.imports.save(caller.userId, dto);
    return { ...saved, message: `Saved ${saved.classCount} classes to your calendar` };
  }

  @Get('imports')
  @ApiOperationOf('getImports', ScreenshotImportsView)
  async list(@CurrentUser() caller: AuthenticatedUser): Promise<ScreenshotImportsView> {
    return { imports: await this.imports.list(caller.userId) };
  }

  @Delete('imports/:id')
  @HttpCode(200)
  @ApiOperationOf('deleteImport', ImportDeletedView)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<ImportDeletedView> {
    await this.imports.remove(caller.userId, id);
    return { id, message: 'Screenshot import deleted' };
  }
}
