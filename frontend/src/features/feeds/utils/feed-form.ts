import { FEED_NAME_MAX, FEED_URL_MAX, SYNC_INTERVALS } from '@overlap/contracts';

export interface FeedFormValues {
  name: string;
  url: string;
  syncInterval: number;
}

export type FeedField = keyof FeedFormValues;

/**
 * Whether a pasted link can be a calendar feed, as the ingestion service judges it: http, https
 * or webcal (calendar apps' scheme, fetched as https) with a real host name.
 */
export function feedUrlProblem(input: string): 'required' | 'invalid' | 'scheme' | undefined {
  let text = input.trim();
  if (!text) return 'required';
  if (text.length > FEED_URL_MAX) return 'invalid';
  if (/^webcals?:\/\//i.test(text)) text = `https://${text.replace(/^webcals?:\/\//i, '')}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? 'scheme' : 'invalid';
  // A bare word parses as a host; a feed host has a dot (or is an IP literal).
  if (!url.hostname || (!url.hostname.includes('.') && !url.hostname.startsWith('['))) return 'invalid';
  return undefined;
}

const URL_MESSAGES = { required: 'feeds:validation.urlRequired', invalid: 'feeds:validation.urlInvalid', scheme: 'feeds:validation.urlScheme' } as const;

/** SPEC.md §5 calendar feed form: the translation key of each field's first failing rule. */
export function validateFeedForm(values: FeedFormValues): Partial<Record<FeedField, string>> {
  const errors: Partial<Record<FeedField, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'feeds:validation.nameRequired';
  else if (name.length > FEED_NAME_MAX) errors.name = 'feeds:validation.nameTooLong';
  const problem = feedUrlProblem(values.url);
  if (problem) errors.url = URL_MESSAGES[problem];
  if (!(SYNC_INTERVALS as readonly number[]).includes(values.syncInterval)) errors.syncInterval = 'feeds:validation.interval';
  return errors;
}
