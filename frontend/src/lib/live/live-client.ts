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
  /** This tab's id on the server (`?tab=`): its renewals do not count against the per-user cap. */
  tabId?: string;
  now?: () => number;
  random?: () => number;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A stream that drops this close to its announced end ended because the access token expired. */
const EXPIRY_MARGIN_MS = 5_000;
/** At most one refresh a minute while reconnecting keeps an outage from rotating the session in a loop. */
const REFRESH_EVERY_MS = 60_000;
/** The next stream is opened this long before the current one's token expires (at most half its life). */
export const RENEW_BEFORE_MS = 60_000;

const randomTabId = (random: () => number) => `t${Math.floor(random() * 2 ** 52).toString(36)}${Date.now().toString(36)}`;

/**
 * One live stream for this tab. The browser's own reconnect is not used: after a drop the client
 * closes the source and reconnects with exponential backoff and jitter, and renews the session
 * first when the stream ended at the token's expiry or failed before it was ready (a 401 looks
 * the same as a network error to an EventSource). Before the token expires it renews the session
 * and opens the next stream, closing the current one once the next is ready: no gap, so nothing
 * to refetch. Connected means a `ready` event arrived. A stream the server `closed` (a newer tab
 * took its place) stays off, the page polling, until `resume()` (the tab is shown again).
 */
export class LiveClient {
  private source: EventSourceLike | undefined;
  private next: EventSourceLike | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private ready = false;
  private expiresAt: number | undefined;
  /** The expiry the last renewal started from: a stream no newer than it is not renewed again (no loop). */
  private renewedFrom = Number.NEGATIVE_INFINITY;
  private lastRefresh = Number.NEGATIVE_INFINITY;
  private running = false;
  private parked = false;
  private readonly url: string;

  constructor(private readonly options: LiveClientOptions) {
    const tabId = options.tabId ?? randomTabId(options.random ?? Math.random);
    this.url = `${options.url ?? '/api/live'}?tab=${encodeURIComponent(tabId)}`;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.clearTimers();
    this.closeSource();
  }

  /** Reconnects a stream the server closed for a newer tab (this tab is in front again). */
  resume(): void {
    if (!this.running || !this.parked) return;
    this.parked = false;
    this.attempt = 0;
    this.connect();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private connect(): void {
    const source = this.open((event) => {
      if (event.type === 'ready') this.onReady(event.expiresAt);
      if (event.type === 'closed') return this.onClosed();
      this.options.onEvent(event);
    });
    this.source = source;
    this.ready = false;
    source.onerror = () => {
      if (source === this.source) this.onDrop();
    };
  }

  /** A source whose events reach `handle` only while it is the current (or the renewing) one. */
  private open(handle: (event: LiveEvent) => void): EventSourceLike {
    const source = this.options.createSource(this.url);
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        if (source !== this.source && source !== this.next) return;
        const event = parseLiveEvent(type, message.data);
        if (event) handle(event);
      });
    }
    return source;
  }

  private onReady(expiresAt: string | null): void {
    const wasReady = this.ready;
    this.ready = true;
    this.attempt = 0;
    this.expiresAt = expiresAt ? Date.parse(expiresAt) : undefined;
    if (!wasReady) this.options.onConnectedChange(true);
    this.scheduleRenewal();
  }

  private scheduleRenewal(): void {
    clearTimeout(this.renewTimer);
    if (this.expiresAt === undefined || this.expiresAt <= this.renewedFrom) return;
    const left = this.expiresAt - this.now();
    this.renewTimer = setTimeout(() => void this.renew(), Math.max(0, left - Math.min(RENEW_BEFORE_MS, left / 2)));
  }

  /** Make before break: a fresh session, the next stream, then the current one closed at the next's `ready`. */
  private async renew(): Promise<void> {
    this.lastRefresh = this.now();
    this.renewedFrom = this.expiresAt ?? Number.NEGATIVE_INFINITY;
    const renewed = await this.options.refreshSession().catch(() => false);
    // Without a fresh session the current stream runs to its end, and the drop path takes over.
    if (!renewed || !this.running || !this.ready || this.next) return;
    const next = this.open((event) => {
      if (next !== this.next) return this.current(event);
      if (event.type !== 'ready') return;
      this.source?.close();
      this.source = next;
      this.next = undefined;
      next.onerror = () => {
        if (next === this.source) this.onDrop();
      };
      this.onReady(event.expiresAt);
    });
    this.next = next;
    next.onerror = () => {
      if (next !== this.next) return;
      next.close();
      this.next = undefined;
    };
  }

  /** An event of the stream that is now the current one. */
  private current(event: LiveEvent): void {
    if (event.type === 'closed') return this.onClosed();
    if (event.type === 'ready') this.onReady(event.expiresAt);
    this.options.onEvent(event);
  }

  private onClosed(): void {
    const wasReady = this.ready;
    this.clearTimers();
    this.closeSource();
    this.parked = true;
    if (wasReady) this.options.onConnectedChange(false);
  }

  private onDrop(): void {
    const wasReady = this.ready;
    clearTimeout(this.renewTimer);
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
    if (this.running && !this.parked) this.connect();
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.renewTimer);
  }

  private closeSource(): void {
    this.source?.close();
    this.next?.close();
    this.source = undefined;
    this.next = undefined;
    this.ready = false;
  }
}
