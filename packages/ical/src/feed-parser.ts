import { checkIcsText, decodeIcsBody } from './ics-text';
import { expandCalendar, parseIcs, type ExpandOptions } from './ical-expander';
import type { Occurrence } from './occurrence';
import { publishedRefreshMs } from './published-refresh';

export interface ReadFeed {
  occurrences: Occurrence[];
  /** The publisher's minimum polling interval (REFRESH-INTERVAL / X-PUBLISHED-TTL), if it gives one. */
  refreshMs?: number;
}

/** A fetched feed body to occurrences; refuses empty, non-iCalendar and damaged bodies with a clear message. */
export async function occurrencesFromFeed(body: Buffer, contentType: string, options: ExpandOptions): Promise<ReadFeed> {
  const text = decodeIcsBody(body, contentType);
  checkIcsText(text);
  return { occurrences: expandCalendar(await parseIcs(text), options), refreshMs: publishedRefreshMs(text) };
}
