// What ingestion accepts for a class read from a timetable screenshot: the vision model's answer
// schema, the save request's validation and the UI's review table all use these lists.

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CLASS_TYPES = ['Lecture', 'Seminar', 'Lab', 'Tutorial', 'Exam', 'Workshop', 'Class'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/** Classes one screenshot import may save. */
export const MAX_CLASSES = 100;
/** Characters of a class's title or location. */
export const CLASS_TEXT_MAX = 300;
/** Days from the first to the last date of an import's weekly repetition: at most a year. */
export const MAX_REPEAT_DAYS = 366;
