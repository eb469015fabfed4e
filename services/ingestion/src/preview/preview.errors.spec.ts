import { DomainError } from '@overlap/platform';
import { errorForHttpStatus, FEED_MESSAGES, FeedFetchError } from '../fetching/feed.errors';
import { PREVIEW_RETRY, previewFailure } from './preview.errors';

describe('previewFailure', () => {
  it('refuses a private-network address as a bad URL, as saving does', () => {
    const error = previewFailure(new FeedFetchError('error', FEED_MESSAGES.blocked));
    expect(error).toBeInstanceOf(DomainError);
    expect([error.status, error.message, error.field]).toEqual([400, FEED_MESSAGES.blocked, 'url']);
  });

  it('answers 422 with the reason and the feed status for what the feed did wrong', () => {
    const gone = previewFailure(errorForHttpStatus(404));
    expect([gone.status, gone.message, gone.code, gone.field]).toEqual([422, FEED_MESSAGES.gone, 'feed_disconnected', 'url']);
    const locked = previewFailure(errorForHttpStatus(403));
    expect([locked.status, locked.code]).toEqual([422, 'feed_private']);
    expect(previewFailure(new FeedFetchError('error', FEED_MESSAGES.notCalendar)).message).toBe(FEED_MESSAGES.notCalendar);
  });

  it('does not promise to keep trying: a preview is fetched once', () => {
    expect(previewFailure(new FeedFetchError('error', FEED_MESSAGES.unreachable)).message).toBe(`The calendar server could not be reached. ${PREVIEW_RETRY}`);
    expect(previewFailure(errorForHttpStatus(502)).message).toBe(`The calendar server had a problem (HTTP 502). ${PREVIEW_RETRY}`);
    expect(previewFailure(errorForHttpStatus(429)).message).toBe(`The calendar server asked us to wait (HTTP 429). ${PREVIEW_RETRY}`);
    expect(previewFailure(new FeedFetchError('error', FEED_MESSAGES.timeout)).message).toBe(`The calendar server took too long to answer. ${PREVIEW_RETRY}`);
  });
});
