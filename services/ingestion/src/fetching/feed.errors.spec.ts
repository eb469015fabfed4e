import { CALENDAR_MESSAGES, CalendarParseError, occurrencesFromFeed, horizonAround } from '@overlap/ical';
import { errorForHttpStatus, FEED_MESSAGES, feedErrorOf, FeedFetchError, retryAfterMs } from './feed.errors';

describe('Retry-After', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 10:30:00 GMT', now)).toBe(30 * 60_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('later', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  it('is carried by 429 and 503 answers with a message saying the server asked us to wait', () => {
    expect(errorForHttpStatus(429, 60_000)).toMatchObject({ status: 'error', message: FEED_MESSAGES.rateLimited(429), retryAfterMs: 60_000 });
    expect(errorForHttpStatus(503, 60_000)).toMatchObject({ message: FEED_MESSAGES.rateLimited(503), retryAfterMs: 60_000 });
    expect(errorForHttpStatus(503)).toMatchObject({ message: FEED_MESSAGES.serverError(503), retryAfterMs: undefined });
  });
});

describe('feedErrorOf', () => {
  it("turns a calendar the parser could not read into the feed's error, with the parser's message and detail", async () => {
    const failure = await occurrencesFromFeed(Buffer.from('<!doctype html><p>Sign in</p>'), 'text/html', {
      horizon: horizonAround(new Date()),
      userZone: 'UTC',
    }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(CalendarParseError);
    const error = feedErrorOf(failure);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect(error).toMatchObject({ status: 'error', message: FEED_MESSAGES.notCalendar, detail: expect.stringMatching(/^starts with/) });
    expect(FEED_MESSAGES.malformed('x')).toBe(CALENDAR_MESSAGES.malformed('x'));
  });

  it('passes a fetch failure through and knows nothing else', () => {
    const fetchFailure = new FeedFetchError('private', FEED_MESSAGES.private);
    expect(feedErrorOf(fetchFailure)).toBe(fetchFailure);
    expect(feedErrorOf(new TypeError('bug'))).toBeUndefined();
  });
});
