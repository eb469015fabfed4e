import { CLASS_TEXT_MAX, CLASS_TYPES, MAX_REPEAT_DAYS, WEEKDAYS } from '@overlap/contracts';
import type { ExtractedClassView, FieldConfidenceView } from '@/lib/api-generated/ingestion';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A field of a read class, as ingestion's answer names them. */
export type RowField = keyof FieldConfidenceView;
export const ROW_FIELDS: RowField[] = ['weekday', 'start', 'end', 'title', 'location', 'type'];

/** One class under review: the reader's answer (ingestion's ExtractedClassView) and what the student did to it. */
export interface ReviewRow extends Omit<ExtractedClassView, 'confidence'> {
  /** Local only: a stable React key while rows are added and removed. */
  key: string;
  /** How sure the reader was of each field (0–1); absent for rows added by hand or read by a vision model. */
  confidence?: Partial<FieldConfidenceView>;
  /** Fields the student has changed since reading: no longer flagged as unsure. */
  edited?: RowField[];
  /** Unsure fields the student checked against the screenshot and kept as read. */
  confirmed?: RowField[];
}

/** Below this a field is shown as unsure and asks to be checked. */
export const UNSURE_BELOW = 0.8;

/** A field read with little confidence that the student has neither corrected nor confirmed. */
export const isUnsure = (row: ReviewRow, field: RowField) =>
  row.confidence?.[field] !== undefined && row.confidence[field]! < UNSURE_BELOW && !row.edited?.includes(field) && !row.confirmed?.includes(field);

/** How many fields of the rows still wait for the student's correction or confirmation. */
export const unsureCount = (rows: ReviewRow[]) => rows.reduce((n, row) => n + ROW_FIELDS.filter((f) => isUnsure(row, f)).length, 0);

/** The row's overall confidence: its least sure field. */
export const rowConfidence = (row: ReviewRow) => (row.confidence ? Math.min(...Object.values(row.confidence)) : undefined);

export type RowErrors = Partial<Record<RowField, string>>;

let nextKey = 1;
export const newRowKey = () => `row-${nextKey++}`;

/** A row to fill in by hand: Monday 10:00–11:00, the fallbacks of a weekly event with missing fields. */
export const blankRow = (): ReviewRow => ({ key: newRowKey(), weekday: 'Mon', start: '10:00', end: '11:00', title: '', location: '', type: 'Class' });

/** The translation key of each field's first failing rule. */
export function rowErrors(row: ReviewRow): RowErrors {
  const errors: RowErrors = {};
  if (!WEEKDAYS.includes(row.weekday)) errors.weekday = 'aiSchedule:errors.weekday';
  if (!HHMM.test(row.start)) errors.start = 'aiSchedule:errors.time';
  if (!HHMM.test(row.end)) errors.end = 'aiSchedule:errors.time';
  else if (!errors.start && row.end <= row.start) errors.end = 'aiSchedule:errors.endAfterStart';
  if (!row.title.trim()) errors.title = 'aiSchedule:errors.titleRequired';
  else if (row.title.trim().length > CLASS_TEXT_MAX) errors.title = 'aiSchedule:errors.tooLong';
  if (row.location.trim().length > CLASS_TEXT_MAX) errors.location = 'aiSchedule:errors.tooLong';
  if (!CLASS_TYPES.includes(row.type)) errors.type = 'aiSchedule:errors.type';
  return errors;
}

/** Errors per row key; empty when every row is fine. */
export function reviewErrors(rows: ReviewRow[]): Map<string, RowErrors> {
  const out = new Map<string, RowErrors>();
  for (const row of rows) {
    const errors = rowErrors(row);
    if (Object.keys(errors).length) out.set(row.key, errors);
  }
  return out;
}

/** A date range for the weekly repeats: both optional, until not before from, at most a year (ingestion's rules). */
export function rangeError(from: string, until: string): string | undefined {
  if (from && until && until < from) return 'aiSchedule:errors.untilBeforeFrom';
  if (from && until && (Date.parse(until) - Date.parse(from)) / 86_400_000 > MAX_REPEAT_DAYS) return 'aiSchedule:errors.rangeTooLong';
  return undefined;
}
