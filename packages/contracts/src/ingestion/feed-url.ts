// Ingestion judges a feed link with this before it stores or fetches it; the UI's feed form with
// the same function, so the form refuses exactly what the server would.

export type FeedUrlProblem = 'invalid' | 'scheme';

/**
 * Parses a feed link as users paste it: surrounding blanks trimmed, `webcal://` and
 * `webcals://` (calendar apps' scheme for subscriptions) fetched as https. Only http and https
 * remain; anything else is a problem the form reports.
 */
export function parseFeedUrl(input: string, options: { requireDottedHost?: boolean } = {}): { url: URL } | { problem: FeedUrlProblem } {
  let text = input.trim();
  if (/^webcals?:\/\//i.test(text)) text = `https://${text.replace(/^webcals?:\/\//i, '')}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? 'scheme' : 'invalid' };
  if (!url.hostname) return { problem: 'invalid' };
  // A bare word ("calendar") parses as a host; a pasted feed host has a dot, or is an IP literal.
  // (The fetcher lets such hosts through to its address checks: "localhost" must be refused there.)
  if ((options.requireDottedHost ?? true) && !url.hostname.includes('.') && !url.hostname.includes(':') && !url.hostname.startsWith('['))
    return { problem: 'invalid' };
  url.hash = '';
  return { url };
}
