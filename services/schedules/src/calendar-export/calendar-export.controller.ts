import { Controller, Delete, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, notFound, Public, type AuthenticatedUser } from '@overlap/platform';
import type { Response } from 'express';
import { schedulesConfig } from '../config';
import { CalendarExportsRepository } from './calendar-exports.repository';
import { CalendarExportService } from './calendar-export.service';
import { CalendarExportLinkView, CalendarExportRevokedView, CalendarExportStateView } from './calendar-export.views';
import { EXPORT_WEEKS } from './export-window.rules';
import { tokenOfFileName } from './export-token.rules';

const FEED_PATH = '/api/ics/export';

/**
 * The student's private calendar-export link (ADR 032): made, replaced and revoked with the session;
 * read by calendar apps, which cannot sign in, with the unguessable token in the address instead.
 */
@ApiTags('calendar')
@Controller('api/ics/export')
export class CalendarExportController {
  constructor(
    private readonly store: CalendarExportsRepository,
    private readonly exports: CalendarExportService,
  ) {}

  @Get()
  @ApiOperationOf('getCalendarExport', CalendarExportStateView)
  async state(@CurrentUser() caller: AuthenticatedUser): Promise<CalendarExportStateView> {
    const state = await this.store.state(caller.userId);
    const weeks = { weeksBack: EXPORT_WEEKS.back, weeksAhead: EXPORT_WEEKS.ahead };
    return state
      ? { active: true, createdAt: state.createdAt.toISOString(), lastReadAt: state.lastReadAt?.toISOString() ?? null, ...weeks }
      : { active: false, ...weeks };
  }

  /** A new link; the one before stops working at once. */
  @Post()
  @ApiOperationOf('createCalendarExport', CalendarExportLinkView, 201)
  async create(@CurrentUser() caller: AuthenticatedUser): Promise<CalendarExportLinkView> {
    const made = await this.store.renew(caller.userId);
    if (!made) throw notFound('This account has been deleted.');
    const url = `${schedulesConfig.appBaseUrl}${FEED_PATH}/${made.token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: made.createdAt.toISOString() };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperationOf('revokeCalendarExport', CalendarExportRevokedView)
  async revoke(@CurrentUser() caller: AuthenticatedUser): Promise<CalendarExportRevokedView> {
    return { revoked: await this.store.revoke(caller.userId) };
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
    const owner = token ? await this.store.ownerOf(token) : undefined;
    if (!owner) throw notFound();
    res.type('text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="overlap.ics"');
    return this.exports.ics(owner);
  }
}
