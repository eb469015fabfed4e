import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { SaveScreenshotDto } from './screenshot.dto';
import { ScreenshotImportsService } from './screenshot-imports.service';
import { ImportDeletedView, ScreenshotImportsView, ScreenshotSavedView } from './screenshot.views';

/**
 * Timetable screenshots (/ai-schedule) once read (screenshot-reading.controller.ts): the
 * reviewed list is saved as a weekly source, and the student's imports are listed and deleted.
 */
@ApiTags('screenshots')
@Controller('api/parse')
export class ScreenshotController {
  constructor(private readonly imports: ScreenshotImportsService) {}

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
