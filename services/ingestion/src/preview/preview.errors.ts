import { badRequest, DomainError } from '@overlap/platform';
import { FEED_MESSAGES, type FeedFetchError } from '../fetching/feed.errors';

/** What a failed preview asks the student to do instead of the sync's promise to keep trying. */
export const PREVIEW_RETRY = 'Check the link, or try again in a few minutes.';

// A preview is fetched once, on request: nobody keeps trying, so the sync's promise would be untrue.
const SYNC_PROMISE = / We will (keep trying|try again when it allows)\.$/;

/**
 * A failed fetch or read as the preview's answer: an address on a private network is a bad URL
 * (400 on the field, as when saving the feed); anything the feed's server or file did wrong is
 * 422 with the reason, its status (private, disconnected, error) in `code`.
 */
export function previewFailure(error: FeedFetchError): DomainError {
  if (error.message === FEED_MESSAGES.blocked) return badRequest(error.message, 'url');
  return new DomainError(422, error.message.replace(SYNC_PROMISE, ` ${PREVIEW_RETRY}`), `feed_${error.status}`, 'url');
}
