/** The Earth's mean radius used for distances on the device. */
export const EARTH_RADIUS_M = 6_371_000;

export type PresenceStatus = 'on_campus' | 'off_campus' | 'unknown';

/** A campus as GET /api/campuses answers it (numeric strings, radius in metres). */
export interface CampusArea {
  id: string;
  latitude: string;
  longitude: string;
  radius: string;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** All that ever leaves the device: which campus, if any, and the status — never the position. */
export interface PresenceReport {
  campusId: string | null;
  status: PresenceStatus;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * On campus when the position lies within a campus radius (distance ≤ radius), else
 * off campus; unknown without a position. Where campuses overlap, the nearest centre wins.
 */
export function decidePresence(position: Point | null | undefined, campuses: readonly CampusArea[]): PresenceReport {
  if (!position || !Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) return { campusId: null, status: 'unknown' };
  let best: { id: string; distance: number } | undefined;
  for (const campus of campuses) {
    const centre = { latitude: Number(campus.latitude), longitude: Number(campus.longitude) };
    const radius = Number(campus.radius);
    if (![centre.latitude, centre.longitude, radius].every(Number.isFinite)) continue;
    const distance = distanceMetres(position, centre);
    if (distance <= radius && (!best || distance < best.distance)) best = { id: campus.id, distance };
  }
  return best ? { campusId: best.id, status: 'on_campus' } : { campusId: null, status: 'off_campus' };
}

/** The status is sent only when it or the campus changed. */
export const reportChanged = (previous: PresenceReport | undefined, next: PresenceReport) =>
  !previous || previous.status !== next.status || previous.campusId !== next.campusId;
