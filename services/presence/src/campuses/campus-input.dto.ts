import type { CampusDocument } from './campus.document';

/** Campus ids: short, lowercase slugs (they are stored as the browser's choice, so nothing else). */
export const CAMPUS_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CAMPUS_ID_MAX = 64;
export const CAMPUS_TEXT_MAX = 120;
/** A campus radius from a single building to a large science park. */
export const RADIUS_MIN = 50;
export const RADIUS_MAX = 5_000;

export type CampusFields = Omit<CampusDocument, '_id'>;

/** Raw operator input: every field a string from the command line, absent when not given. */
export type CampusInput = Partial<Record<'id' | keyof CampusFields, string>>;

export class CampusInputError extends Error {}

function text(name: string, value: string | undefined): string {
  const v = value?.trim() ?? '';
  if (!v) throw new CampusInputError(`--${name} is required`);
  if (v.length > CAMPUS_TEXT_MAX) throw new CampusInputError(`--${name} must be at most ${CAMPUS_TEXT_MAX} characters`);
  return v;
}

function decimal(name: string, value: string | undefined, min: number, max: number): number {
  const v = value?.trim() ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(v)) throw new CampusInputError(`--${name} must be a decimal number, e.g. 55.6815`);
  const n = Number(v);
  if (n < min || n > max) throw new CampusInputError(`--${name} must lie between ${min} and ${max}`);
  return n;
}

export function campusId(value: string | undefined): string {
  const v = value?.trim() ?? '';
  if (!v) throw new CampusInputError('--id is required');
  if (v.length > CAMPUS_ID_MAX || !CAMPUS_ID.test(v))
    throw new CampusInputError(`--id must be a lowercase slug of letters, digits and dashes (at most ${CAMPUS_ID_MAX}), e.g. cbs-solbjerg`);
  return v;
}

const PARSERS: { [K in keyof CampusFields]: (v: string | undefined) => CampusFields[K] } = {
  name: (v) => text('name', v),
  university: (v) => text('university', v),
  latitude: (v) => decimal('latitude', v, -90, 90),
  longitude: (v) => decimal('longitude', v, -180, 180),
  radius: (v) => {
    const r = decimal('radius', v, RADIUS_MIN, RADIUS_MAX);
    if (!Number.isInteger(r)) throw new CampusInputError('--radius must be whole metres');
    return r;
  },
};

/** A new campus: every field required. */
export function parseNewCampus(input: CampusInput): CampusDocument {
  return {
    _id: campusId(input.id),
    name: PARSERS.name(input.name),
    university: PARSERS.university(input.university),
    latitude: PARSERS.latitude(input.latitude),
    longitude: PARSERS.longitude(input.longitude),
    radius: PARSERS.radius(input.radius),
  };
}

/** A change to a campus: only the given fields, at least one. */
export function parseCampusChange(input: CampusInput): { id: string; changes: Partial<CampusFields> } {
  const changes: Partial<CampusFields> = {};
  for (const key of Object.keys(PARSERS) as (keyof CampusFields)[]) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = PARSERS[key](input[key]);
  }
  if (!Object.keys(changes).length)
    throw new CampusInputError('Nothing to change: give at least one of --name, --university, --latitude, --longitude, --radius');
  return { id: campusId(input.id), changes };
}
