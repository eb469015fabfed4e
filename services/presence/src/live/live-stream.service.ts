import type { Response } from 'express';

/** The event names of GET /api/live (ADR 021); new kinds join this list. */
export type LiveEventName = 'ready' | 'presence' | 'membership' | 'invitation' | 'session' | 'schedule' | 'closed';

/** One open text/event-stream response of one signed-in tab. */
export class LiveStream {
  constructor(
    readonly userId: string,
    /** The session the stream was opened in: signing out (or a password change) ends it. */
    readonly sessionId: string,
    private readonly res: Response,
    /**
     * The browser tab's own id (`?tab=`): a tab renewing its stream before the token expires
     * opens the new one before closing the old, and that pair counts once towards the cap.
     */
    readonly tab: string | undefined = undefined,
  ) {}

  /** Writes one event; false when the connection is already gone. */
  send(event: LiveEventName, data: object): boolean {
    if (this.res.writableEnded || this.res.destroyed) return false;
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    return true;
  }

  /** A comment line: keeps proxies and load balancers from closing an idle stream. */
  ping(): void {
    if (!this.res.writableEnded) this.res.write(': ping\n\n');
  }

  end(): void {
    if (!this.res.writableEnded) this.res.end();
  }
}
