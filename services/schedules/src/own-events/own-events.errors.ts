/** The exact words of every refusal of an own event (docs/product/calendar.md, "Your own events"). */
export const OWN_EVENT_LIMITS = { title: 100, location: 200, note: 2000, maxHours: 12, perUser: 500 } as const;

export const OwnEventMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${OWN_EVENT_LIMITS.title} characters.`,
  titleControl: 'Title must not contain control characters.',
  locationText: 'Place must be text.',
  locationTooLong: `Place must be at most ${OWN_EVENT_LIMITS.location} characters.`,
  locationControl: 'Place must not contain control characters.',
  noteText: 'Note must be text.',
  noteTooLong: `Note must be at most ${OWN_EVENT_LIMITS.note} characters.`,
  start: 'start must be an ISO 8601 date-time, e.g. 2026-03-02T08:00:00+01:00',
  end: 'end must be an ISO 8601 date-time, e.g. 2026-03-02T10:00:00+01:00',
  years: 'The event must lie in the years 2000 to 2100.',
  endBeforeStart: 'The event must end after it starts.',
  tooLong: `An event can last at most ${OWN_EVENT_LIMITS.maxHours} hours.`,
  repeat: "repeat must be 'none' or 'weekly'",
  repeatUntil: 'repeatUntil must be a day (YYYY-MM-DD) in the years 2000 to 2100',
  untilWithoutRepeat: 'Only a weekly event has a last day (repeatUntil).',
  untilBeforeStart: 'A weekly event cannot stop before its first day.',
  showTitle: 'showTitle must be true or false',
  notFound: 'Event not found.',
  notYours: 'You can only change your own events.',
  tooMany: `You can have at most ${OWN_EVENT_LIMITS.perUser} events of your own.`,
  deletedAccount: 'This account has been deleted.',
} as const;
