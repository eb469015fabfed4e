import { LIVE_EVENT_TYPES, parseLiveEvent, type LiveEvent } from './live-events';

/** The part of the browser's EventSource the client uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

export interface LiveClientOptions {
  createSource: (url: string) => EventSourceLike;
  /** Renews the session's access token (shared with the API's own refresh); false when it could not. */
  refreshSession: () => Promise<boolean>;
  onEvent: (event: LiveEvent) => void;
  onConnectedChange: (connected: boolean) => void;
  url?: string;
  now?: () => number;
  random?: () => number;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A stream that drops this close to its announced end ended because the access token expired. */
const EXPIRY_MARGIN_MS = 5_000;
/** At most one refresh a minute while reconnecting keeps an outage from rotating the session in a loop. */
const REFRESH_EVERY_MS = 60_000;

/**
 * One live stream for this tab. The browser's own reconnect is not used: after a drop the client
 * closes the source and reconnects with exponential backoff and jitter, and renews the session
 * first when the stream ended at the token's expiry or failed before it was ready (a 401 looks
 * the same as a network error to an EventSource). Connected means a `ready` event arrived.
 */
export class LiveClient {
  private source: EventSourceLike | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private ready = false;
  private expiresAt: number | undefined;
  private lastRefresh = Number.NEGATIVE_INFINITY;
  private running = false;

  constructor(private readonly options: LiveClientOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.closeSource();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private connect(): void {
    const source = this.options.createSource(this.options.url ?? '/api/live');
    this.source = source;
    this.ready = false;
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        if (source !== this.source) return;
        const event = parseLiveEvent(type, message.data);
        if (!event) return;
        if (event.type === 'ready') this.onReady(event.expiresAt);
        this.options.onEvent(event);
      });
    }
    source.onerror = () => {
      if (source === this.source) this.onDrop();
    };
  }

  private onReady(expiresAt: string | null): void {
    this.ready = true;
    this.attempt = 0;
    this.expiresAt = expiresAt ? Date.parse(expiresAt) : undefined;
    this.options.onConnectedChange(true);
  }

  private onDrop(): void {
    const wasReady = this.ready;
    this.closeSource();
    if (wasReady) this.options.onConnectedChange(false);
    const expired = wasReady && this.expiresAt !== undefined && this.now() >= this.expiresAt - EXPIRY_MARGIN_MS;
    const needsRefresh = expired || !wasReady;
    // A stream that ended because its token expired comes back at once with a fresh one.
    const delay = expired ? 0 : this.backoff();
    this.retryTimer = setTimeout(() => void this.reconnect(needsRefresh), delay);
  }

  private backoff(): number {
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.attempt++);
    return ceiling / 2 + (this.options.random ?? Math.random)() * (ceiling / 2);
  }

  private async reconnect(needsRefresh: boolean): Promise<void> {
    if (needsRefresh && this.now() - this.lastRefresh >= REFRESH_EVERY_MS) {
      this.lastRefresh = this.now();
      await this.options.refreshSession().catch(() => false);
    }
    if (this.running) this.connect();
  }

  private closeSource(): void {
    this.source?.close();
    this.source = undefined;
    this.ready = false;
  }
}
