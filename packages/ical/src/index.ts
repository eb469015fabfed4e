// Calendar parsing: an iCalendar file to the occurrences a student sees (ADR 023). It fetches
// nothing and stores nothing; failures are CalendarParseError with a message for the student.
export { CALENDAR_MESSAGES, CalendarParseError } from './calendar-parse.errors';
export { occurrencesFromFeed, type ReadFeed } from './feed-parser';
export { expandCalendar, parseIcs, type ExpandOptions } from './ical-expander';
export { eventTypeOf } from './event-type';
export { HORIZON_WEEKS_AHEAD, horizonAround, type Horizon, type Occurrence } from './occurrence';
