import { FEED_URL_MAX, parseFeedUrl } from '@overlap/contracts';

/**
 * The translation key of what is wrong with a pasted calendar link, by ingestion's own rules
 * (http, https or webcal with a real host name); undefined when it may be previewed.
 */
export function feedUrlError(input: string): string | undefined {
  const text = input.trim();
  if (!text) return 'feeds:validation.urlRequired';
  if (text.length > FEED_URL_MAX) return 'feeds:validation.urlInvalid';
  const parsed = parseFeedUrl(text);
  if (!('problem' in parsed)) return undefined;
  return parsed.problem === 'scheme' ? 'feeds:validation.urlScheme' : 'feeds:validation.urlInvalid';
}

/** The name a new feed gets unless the student types another: the university and its system, as far as known. */
export function defaultFeedName(university: string | null | undefined, systemName: string | undefined, fallback: string): string {
  const name = [university, systemName].filter(Boolean).join(' – ');
  return name || fallback;
}
