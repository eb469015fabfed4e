import { CALENDAR_MESSAGES, CalendarParseError } from '@overlap/ical';
import type { FeedStatus } from '../sources/source.document';

/** Why a sync failed, as the feed's status and a message users understand (docs/product/calendar-feeds.md). */
export class FeedFetchError extends Error {
  constructor(
    readonly status: Exclude<FeedStatus, 'active' | 'unknown'>,
    message: string,
    /** For logs: what really happened (HTTP status, errno, …). */
    readonly detail?: string,
    /** How long the server asked us to wait before the next request (Retry-After on 429/503). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const FEED_MESSAGES = {
  private:
    'This calendar is private: the server refused access. Copy the subscription link again from your university system — it must include its access key.',
  gone: 'This calendar no longer exists at this address. Your university may have changed the link; copy it again and update the feed.',
  serverError: (status: number) => `The calendar server had a problem (HTTP ${status}). We will keep trying.`,
  rateLimited: (status: number) => `The calendar server asked us to wait (HTTP ${status}). We will try again when it allows.`,
  refused: (status: number) => `The calendar server refused the request (HTTP ${status}). Check the link.`,
  unreachable: 'The calendar server could not be reached. We will keep trying.',
  notFoundHost: 'The calendar server could not be found. Check that the link is spelled correctly.',
  timeout: 'The calendar server took too long to answer. We will keep trying.',
  tooLarge: 'The calendar is larger than 10 MB',
  blocked: 'This address cannot be used as a calendar feed: it points to a private or local network.',
  tooManyRedirects: 'The calendar link redirects too many times.',
  badRedirect: 'The calendar link redirects to an address that is not a web link.',
  // The calendar file's own faults, worded by the parser (@overlap/ical).
  ...CALENDAR_MESSAGES,
  /** Not a failure: a valid calendar that has nothing in the horizon (its events are gone from the week view). */
  noEvents: 'The calendar was read, but it has no events from 8 weeks ago to 26 weeks ahead.',
} as const;

/**
 * The status an HTTP answer other than 200/304/redirects leaves the feed in. `retryAfterMs`: the
 * answer's Retry-After, honoured on 429 (too many requests) and 503 (unavailable).
 */
export function errorForHttpStatus(status: number, retryAfterMs?: number): FeedFetchError {
  if (status === 401 || status === 403) return new FeedFetchError('private', FEED_MESSAGES.private, `HTTP ${status}`);
  if (status === 404 || status === 410) return new FeedFetchError('disconnected', FEED_MESSAGES.gone, `HTTP ${status}`);
  if (status === 429) return new FeedFetchError('error', FEED_MESSAGES.rateLimited(status), `HTTP ${status}`, retryAfterMs);
  if (status === 503 && retryAfterMs !== undefined) return new FeedFetchError('error', FEED_MESSAGES.rateLimited(status), `HTTP ${status}`, retryAfterMs);
  if (status >= 500) return new FeedFetchError('error', FEED_MESSAGES.serverError(status), `HTTP ${status}`);
  return new FeedFetchError('error', FEED_MESSAGES.refused(status), `HTTP ${status}`);
}

/** Retry-After (RFC 9110 §10.2.3): seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * A sync's or preview's failure as the feed's error: a fetch failure as it is, a calendar the
 * parser could not read as status 'error' with the parser's message; undefined for anything else
 * (a bug, logged as such).
 */
export function feedErrorOf(err: unknown): FeedFetchError | undefined {
  if (err instanceof FeedFetchError) return err;
  if (err instanceof CalendarParseError) return new FeedFetchError('error', err.message, err.detail);
  return undefined;
}

/** Network failures (Node error codes) as statuses users understand. */
export function errorForNetworkFailure(err: unknown): FeedFetchError {
  if (err instanceof FeedFetchError) return err;
  const code = String((err as { code?: unknown })?.code ?? '');
  const detail = `${code} ${(err as Error)?.message ?? ''}`.trim();
  if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'EAI_NODATA') return new FeedFetchError('error', FEED_MESSAGES.notFoundHost, detail);
  if (code === 'ETIMEDOUT' || code === 'ABORT_ERR' || code === 'UND_ERR_CONNECT_TIMEOUT') return new FeedFetchError('error', FEED_MESSAGES.timeout, detail);
  return new FeedFetchError('error', FEED_MESSAGES.unreachable, detail);
}
