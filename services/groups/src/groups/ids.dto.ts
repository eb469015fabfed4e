import { notFound } from '@overlap/platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A group id from a path: anything that cannot be one is simply not found (never a database error). */
export function groupIdParam(raw: string): string {
  if (!isUuid(raw)) throw notFound('Study group not found.');
  return raw.toLowerCase();
}
