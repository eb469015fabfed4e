import { DomainError } from '@overlap/platform';

/** The exact words of every refusal of a study session (docs/product/groups-and-comparison.md, "Study sessions"). */
export const SESSION_LIMITS = { title: 100, campusName: 100, room: 100, onlineUrl: 500, note: 1000, maxHours: 12 } as const;

export const SessionMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${SESSION_LIMITS.title} characters.`,
  titleControl: 'Title must not contain control characters.',
  start: 'start must be an ISO 8601 date-time with an offset, e.g. 2026-03-03T14:00:00+01:00',
  end: 'end must be an ISO 8601 date-time with an offset, e.g. 2026-03-03T16:00:00+01:00',
  day: 'day must be the day of the free time (YYYY-MM-DD).',
  years: 'The session must lie in the years 2000 to 2100.',
  outsideDay: 'The session must lie within the day of the free time it is booked from.',
  endBeforeStart: 'The session must end after it starts.',
  tooLong: `A study session can last at most ${SESSION_LIMITS.maxHours} hours.`,
  past: 'A study session cannot start in the past.',
  campusId: 'campusId must be a campus id from the campus list.',
  campusNameText: 'Campus must be text.',
  campusNameTooLong: `Campus must be at most ${SESSION_LIMITS.campusName} characters.`,
  roomText: 'Room must be text.',
  roomTooLong: `Room must be at most ${SESSION_LIMITS.room} characters.`,
  placeControl: 'Place must not contain control characters.',
  onlineUrl: 'The online link must be an https:// or http:// address.',
  onlineUrlTooLong: `The online link must be at most ${SESSION_LIMITS.onlineUrl} characters.`,
  placeBoth: 'Choose a campus or an online link, not both.',
  noteText: 'Note must be text.',
  noteTooLong: `Note must be at most ${SESSION_LIMITS.note} characters.`,
  answer: "answer must be 'going', 'maybe' or 'declined'",
  reminder: 'minutes must be 0 (off), 10, 30, 60 or 1440 (a day).',
  groupNotFound: 'Study group not found.',
  notFound: 'Study session not found.',
  notMember: 'Only members of this study group can book study sessions.',
  notMemberRead: 'Only members of this study group can see its study sessions.',
  onlyBooker: 'Only the member who booked this study session can change or cancel it.',
  answerForOther: 'You can only answer for yourself.',
  cancelled: 'This study session has been cancelled.',
  over: 'This study session is already over.',
} as const;

export const bookingNeedsSubscription = () =>
  new DomainError(403, 'Upgrade Required: an active subscription is needed to book study sessions.', 'subscription_required');
