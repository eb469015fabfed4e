import type { SessionRefView } from '@/lib/api-generated/schedules';
import { cx } from '@/lib/class-names';
import { KNOWN_TYPES } from '../utils/event-types';
import styles from '../calendar.module.css';

/** Each known type's colours (calendar.module.css). */
const TYPE_CLASSES: Record<Lowercase<(typeof KNOWN_TYPES)[number]>, string | undefined> = {
  lecture: styles.eventTypeLecture,
  seminar: styles.eventTypeSeminar,
  lab: styles.eventTypeLab,
  tutorial: styles.eventTypeTutorial,
  exam: styles.eventTypeExam,
  workshop: styles.eventTypeWorkshop,
  assignment: styles.eventTypeAssignment,
  class: styles.eventTypeClass,
};

/** The class of an event's type colours; an unknown or missing type takes the neutral 'other'. */
export const typeClass = (type: string | undefined): string | undefined => {
  const known = KNOWN_TYPES.find((k) => k.toLowerCase() === (type ?? '').toLowerCase());
  return known ? TYPE_CLASSES[known.toLowerCase() as keyof typeof TYPE_CLASSES] : styles.eventTypeOther;
};

/** A group's study session in the brand colour; one the student has not said yes to is drawn lighter (ADR 052). */
export const sessionClass = (session: SessionRefView | undefined): string | undefined =>
  session ? cx(styles.eventSession, session.answer !== 'going' && styles.sessionTentative) : undefined;
