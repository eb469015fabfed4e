import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { DataExportService } from './data-export.service';
import { DataExportView, toDataExportView } from './data-export.views';

const exportIdPipe = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** A student's copy of everything Overlap holds about them (docs/product/privacy.md, ADR 048). */
@ApiTags('users')
@Controller('api/users/:userId/data-exports')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  /** Starts an export: 409 while one runs, 429 past the day's few. */
  @Post()
  @ApiOperationOf('requestDataExport', DataExportView, 201)
  async request(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string): Promise<DataExportView> {
    assertSelf(caller, userId);
    return toDataExportView(await this.exports.request(caller.userId));
  }

  /** The student's recent exports, newest first: the page's progress and link. */
  @Get()
  @ApiOperationOf('listDataExports', [DataExportView])
  async list(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string): Promise<DataExportView[]> {
    assertSelf(caller, userId);
    return (await this.exports.list(caller.userId)).map(toDataExportView);
  }

  @Post(':exportId/retry')
  @HttpCode(200)
  @ApiOperationOf('retryDataExport', DataExportView)
  async retry(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('userId') userId: string,
    @Param('exportId', exportIdPipe) exportId: string,
  ): Promise<DataExportView> {
    assertSelf(caller, userId);
    return toDataExportView(await this.exports.retry(caller.userId, exportId));
  }

  /** The ZIP, for its owner only: another student's export is 404, an expired one 410. */
  @Get(':exportId/archive')
  @ApiOperation({ operationId: 'downloadDataExport' })
  @ApiOkResponse({ description: 'The archive', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  async archive(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('userId') userId: string,
    @Param('exportId', exportIdPipe) exportId: string,
    @Res() res: Response,
  ): Promise<void> {
    assertSelf(caller, userId);
    const { row, archive } = await this.exports.archive(caller.userId, exportId);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="overlap-data-${row.completedAt!.toISOString().slice(0, 10)}.zip"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(archive);
  }
}
