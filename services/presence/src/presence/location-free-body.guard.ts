import { CanActivate, ExecutionContext } from '@nestjs/common';
import { badRequest } from '@overlap/platform';
import type { Request } from 'express';

export const COORDINATES_REFUSED = 'Location coordinates are never accepted: send only campusId and status';

/** Field names that would carry a position (compared case-insensitively, without separators). */
const LOCATION_FIELDS = new Set([
  'latitude',
  'longitude',
  'lat',
  'lng',
  'lon',
  'long',
  'coords',
  'coordinates',
  'coordinate',
  'accuracy',
  'altitude',
  'altitudeaccuracy',
  'heading',
  'speed',
  'position',
  'location',
  'geolocation',
  'geo',
  'latlng',
  'latlon',
  'point',
]);

const normalised = (field: string) => field.toLowerCase().replace(/[^a-z]/g, '');

/** What a body's fields say: a location field, another unknown field, or nothing wrong. */
export function bodyFieldProblem(body: unknown, allowed: readonly string[]): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields = Object.keys(body);
  if (fields.some((f) => LOCATION_FIELDS.has(normalised(f)))) return COORDINATES_REFUSED;
  const unknown = fields.find((f) => !allowed.includes(f));
  return unknown === undefined ? undefined : `Unknown field: ${unknown.slice(0, 40)}. Send only ${allowed.join(' and ')}`;
}

/**
 * Refuses a body that names a position or any field the route does not take, before validation
 * (which would quietly drop them): the server must never receive coordinates silently.
 */
export class LocationFreeBodyGuard implements CanActivate {
  constructor(private readonly allowed: readonly string[]) {}

  canActivate(context: ExecutionContext): boolean {
    const problem = bodyFieldProblem(context.switchToHttp().getRequest<Request>().body, this.allowed);
    if (problem) throw badRequest(problem);
    return true;
  }
}
