import { errorForHttpStatus, FEED_MESSAGES, retryAfterMs } from './feed-errors';

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
