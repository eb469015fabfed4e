import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { badRequest, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import type { Request, Response } from 'express';
import { LiveConnections } from './live-connections.service';
import { LiveStream } from './live-stream.service';

/** A comment line this often keeps idle streams open through proxies (most cut at 30–60 s). */
export const HEARTBEAT_MS = 25_000;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A tab id as the browser client makes it (random, URL-safe). */
const TAB_ID = /^[A-Za-z0-9_-]{1,64}$/;

@ApiTags('live')
@Controller('api/live')
export class LiveController {
  constructor(private readonly connections: LiveConnections) {}

  /**
   * The signed-in tab's event stream (ADR 021): `ready` on connect, then `presence`,
   * `membership`, `invitation` and `schedule` events as they happen, and `closed` when a newer tab
   * of the user took its place (the per-user cap). It ends when the access token expires (or its
   * session is revoked); the client renews the session and opens its next stream before then.
   */
  @Get()
  @ApiOperation({
    operationId: 'openLiveStream',
    summary: 'Server-Sent Events for this tab (ready, presence, membership, invitation, schedule, closed); not for generated clients',
  })
  @ApiQuery({
    name: 'tab',
    required: false,
    type: String,
    description: "The browser tab's id: a renewal of the same tab does not count towards the per-user cap",
  })
  @ApiOkResponse({
    description: '`event: ready|presence|membership|invitation|schedule|closed` with `data:` JSON; a `: ping` comment every 25 s',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  open(@CurrentUser() caller: AuthenticatedUser, @Req() req: Request, @Res() res: Response, @Query('tab') tab?: unknown): void {
    if (tab !== undefined && (typeof tab !== 'string' || !TAB_ID.test(tab))) throw badRequest('tab must be 1 to 64 letters, digits, - or _.', 'tab');
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx (an ingress) would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);

    const stream = new LiveStream(caller.userId, caller.sessionId, res, tab);
    this.connections.add(stream);
    stream.send('ready', { userId: caller.userId, expiresAt: caller.expiresAt?.toISOString() ?? null });
    const heartbeat = setInterval(() => stream.ping(), HEARTBEAT_MS);
    // The stream must not outlive the token that opened it (a deleted account's, for one).
    const expiry = caller.expiresAt ? setTimeout(() => stream.end(), Math.min(MAX_TIMER_MS, Math.max(0, caller.expiresAt.getTime() - Date.now()))) : undefined;
    res.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      this.connections.remove(stream);
    });
  }
}
