/**
 * Why a calendar file could not be read, in words a student understands; `detail` is for logs.
 * The service that fetched the file decides what the failure means for the feed.
 */
export class CalendarParseError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'CalendarParseError';
  }
}

export const CALENDAR_MESSAGES = {
  empty: 'The calendar feed returned no data.',
  notCalendar: 'The link did not return a calendar (.ics) file. Check that you copied the calendar feed link, not a web page.',
  malformed: (why: string) => `The calendar file could not be read: ${why}.`,
  tooManyEvents: (max: number) => `The calendar has too many events (more than ${max.toLocaleString('en-US')} in the next 26 weeks).`,
} as const;
