import { CLASS_TEXT_MAX, CLASS_TYPES, MAX_CLASSES, WEEKDAYS } from '@overlap/contracts';
import { z } from 'zod';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The answer the vision model must give (OpenAI structured outputs, strict: every property
 * required, nothing else allowed). One entry per weekly class in the screenshot.
 */
export const TIMETABLE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    classes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          weekday: { type: 'string', enum: [...WEEKDAYS], description: 'Day of the week the class meets' },
          start: { type: 'string', description: 'Start time, 24-hour HH:MM' },
          end: { type: 'string', description: 'End time, 24-hour HH:MM' },
          title: { type: 'string', description: 'Course or activity name as written' },
          location: { type: 'string', description: 'Room or building, empty when not shown' },
          type: { type: 'string', enum: [...CLASS_TYPES], description: 'Kind of meeting; Class when not shown' },
        },
        required: ['weekday', 'start', 'end', 'title', 'location', 'type'],
        additionalProperties: false,
      },
    },
  },
  required: ['classes'],
  additionalProperties: false,
} as const;

const weeklyClass = z
  .object({
    weekday: z.enum(WEEKDAYS),
    start: z.string().regex(HHMM),
    end: z.string().regex(HHMM),
    title: z.string().trim().min(1).max(CLASS_TEXT_MAX),
    location: z.string().trim().max(CLASS_TEXT_MAX),
    type: z.enum(CLASS_TYPES),
  })
  .strict()
  .refine((c) => c.start !== c.end, { message: 'start and end are the same time' });

export const timetableAnswer = z.object({ classes: z.array(weeklyClass).max(MAX_CLASSES) }).strict();

/** One weekly class as the model gave it, checked. */
export type TimetableClass = z.infer<typeof weeklyClass>;

/** Why a model answer was refused (for logs); users see one clear message. */
export class UnusableAnswer extends Error {}

/** Checks the model's text against the schema: the answer is data from outside, like a request. */
export function parseTimetableAnswer(content: string | null | undefined): TimetableClass[] {
  if (!content?.trim()) throw new UnusableAnswer('empty answer');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new UnusableAnswer('not JSON');
  }
  const result = timetableAnswer.safeParse(json);
  if (!result.success) throw new UnusableAnswer(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data.classes;
}
