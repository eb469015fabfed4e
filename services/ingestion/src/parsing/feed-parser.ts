import { checkIcsText, decodeIcsBody } from './ics-text';
import { expandCalendar, parseIcs, type ExpandOptions } from './ical-expander';
import type { Occurrence } from './occurrence';

/** A fetched feed body to occurrences; refuses empty, non-iCalendar and damaged bodies with a clear message. */
export async function occurrencesFromFeed(body: Buffer, contentType: string, options: ExpandOptions): Promise<Occurrence[]> {
  const text = decodeIcsBody(body, contentType);
  checkIcsText(text);
  return expandCalendar(await parseIcs(text), options);
}
