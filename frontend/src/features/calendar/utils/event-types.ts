/** Event types the ingestion service assigns (parsing/event-type.ts and the screenshot schema); each has its own colour (components/event-classes.ts). */
export const KNOWN_TYPES = ['Lecture', 'Seminar', 'Lab', 'Tutorial', 'Exam', 'Workshop', 'Assignment', 'Class'] as const;

export const isKnownType = (type: string | undefined): type is (typeof KNOWN_TYPES)[number] => KNOWN_TYPES.some((k) => k === type);
