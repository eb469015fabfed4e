import { FEED_NAME_MAX, FEED_URL_MAX, parseFeedUrl, SYNC_INTERVALS } from '@overlap/contracts';

export interface FeedFormValues {
  name: string;
  url: string;
  syncInterval: number;
}

export type FeedField = keyof FeedFormValues;

/**
 * Whether a pasted link can be a calendar feed: ingestion's own judgement (http, https or webcal
 * with a real host name), after the form's required and length rules.
 */
export function feedUrlProblem(input: string): 'required' | 'invalid' | 'scheme' | undefined {
  const text = input.trim();
  if (!text) return 'required';
  if (text.length > FEED_URL_MAX) return 'invalid';
  const parsed = parseFeedUrl(text);
  return 'problem' in parsed ? parsed.problem : undefined;
}

const URL_MESSAGES = { required: 'feeds:validation.urlRequired', invalid: 'feeds:validation.urlInvalid', scheme: 'feeds:validation.urlScheme' } as const;

/** The calendar feed form (docs/product/calendar-feeds.md): the translation key of each field's first failing rule. */
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
