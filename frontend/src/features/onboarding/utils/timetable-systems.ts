/** The systems the guide explains, in the order students most often meet them; 'other' is last. */
export const TIMETABLE_SYSTEMS = ['timeedit', 'syllabus', 'celcat', 'canvas', 'moodle', 'outlook', 'google', 'apple', 'other'] as const;
export type TimetableSystem = (typeof TIMETABLE_SYSTEMS)[number];

/**
 * The timetable system a seeded university publishes its students' timetables from, where it is
 * known (checked against the universities' own help pages). Others start at the first system and
 * the student picks theirs.
 */
const KNOWN_SYSTEMS: Record<string, TimetableSystem> = {
  'Lund University': 'timeedit',
  'KTH Royal Institute of Technology': 'timeedit',
  'IT University of Copenhagen': 'timeedit',
  'University College London': 'syllabus',
};

export const suggestedSystem = (university: string | null | undefined): TimetableSystem | undefined => (university ? KNOWN_SYSTEMS[university] : undefined);

export const isTimetableSystem = (value: unknown): value is TimetableSystem =>
  typeof value === 'string' && (TIMETABLE_SYSTEMS as readonly string[]).includes(value);
