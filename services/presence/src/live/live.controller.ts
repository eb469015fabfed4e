import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import type { Request, Response } from 'express';
import { LiveConnections } from './live-connections';
import { LiveStream } from './live-stream';

/** A comment line this often keeps idle streams open through proxies (most cut at 30–60 s). */
export const HEARTBEAT_MS = 25_000;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

@ApiTags('live')
@Controller('api/live')
export class LiveController {
  constructor(private readonly connections: LiveConnections) {}

  /**
   * The signed-in tab's event stream (ADR 021): `ready` on connect, then `presence` and
   * `membership` events as they happen. It ends when the access token expires (or its session is
   * revoked); the client renews the session, reconnects and refetches on the next `ready`.
   */
  @Get()
  @ApiOperation({ operationId: 'openLiveStream', summary: 'Server-Sent Events for this tab (ready, presence, membership); not for generated clients' })
  @ApiOkResponse({
    description: '`event: ready|presence|membership` with `data:` JSON; a `: ping` comment every 25 s',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  open(@CurrentUser() caller: AuthenticatedUser, @Req() req: Request, @Res() res: Response): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx (an ingress) would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);

    const stream = new LiveStream(caller.userId, caller.sessionId, res);
    this.connections.add(stream);
    stream.send('ready', { expiresAt: caller.expiresAt?.toISOString() ?? null });
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
