import { Controller, Delete, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, notFound, Public, type AuthenticatedUser } from '@overlap/platform';
import type { Response } from 'express';
import { CalendarExportService } from './calendar-export.service';
import {
  CalendarExportLinkView,
  CalendarExportRevokedView,
  CalendarExportStateView,
  toCalendarExportLinkView,
  toCalendarExportStateView,
} from './calendar-export.views';
import { tokenOfFileName } from './export-token.rules';

/**
 * The student's private calendar-export link (ADR 032): made, replaced and revoked with the session;
 * read by calendar apps, which cannot sign in, with the unguessable token in the address instead.
 */
@ApiTags('calendar')
@Controller('api/ics/export')
export class CalendarExportController {
  constructor(private readonly exports: CalendarExportService) {}

  @Get()
  @ApiOperationOf('getCalendarExport', CalendarExportStateView)
  async state(@CurrentUser() caller: AuthenticatedUser): Promise<CalendarExportStateView> {
    return toCalendarExportStateView(await this.exports.state(caller.userId));
  }

  /** A new link; the one before stops working at once. */
  @Post()
  @ApiOperationOf('createCalendarExport', CalendarExportLinkView, 201)
  async create(@CurrentUser() caller: AuthenticatedUser): Promise<CalendarExportLinkView> {
    return toCalendarExportLinkView(await this.exports.renew(caller.userId));
  }

  @Delete()
  @HttpCode(200)
  @ApiOperationOf('revokeCalendarExport', CalendarExportRevokedView)
  async revoke(@CurrentUser() caller: AuthenticatedUser): Promise<CalendarExportRevokedView> {
    return { revoked: await this.exports.revoke(caller.userId) };
  }

  /** Any address that is not a live link is the same 404, whatever is wrong with it. */
  @Public()
  @Get(':fileName')
  @ApiOperation({ operationId: 'getCalendarExportFeed', summary: 'The export itself (RFC 5545), for calendar apps; no session' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar; charset=utf-8', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @Header('Cache-Control', 'private, no-cache')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('X-Robots-Tag', 'noindex')
  async feed(@Param('fileName') fileName: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const token = tokenOfFileName(fileName);
    const ics = token ? await this.exports.feed(token) : undefined;
    if (ics === undefined) throw notFound();
    res.type('text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="overlap.ics"');
    return ics;
  }
}
