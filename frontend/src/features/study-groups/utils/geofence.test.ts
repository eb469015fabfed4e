import { EARTH_RADIUS_M, decidePresence, distanceMetres, reportChanged, type CampusArea } from './geofence';

// Two CBS sites about 450 m apart; with 600 m radii their circles overlap.
const SOLBJERG: CampusArea = { id: 'solbjerg', latitude: '55.681500', longitude: '12.529800', radius: '600' };
const PORCELAEN: CampusArea = { id: 'porcelaen', latitude: '55.679800', longitude: '12.536200', radius: '600' };

/** The point `metres` due north of a centre (one degree of latitude is R·π/180 metres). */
const north = (campus: CampusArea, metres: number) => ({
  latitude: Number(campus.latitude) + (metres / EARTH_RADIUS_M) * (180 / Math.PI),
  longitude: Number(campus.longitude),
});

describe('geofence on the device', () => {
  it('measures great-circle distances with the Earth radius of 6,371,000 m', () => {
    // Copenhagen Central Station to Aarhus Central Station: about 156.6 km as the crow flies.
    const d = distanceMetres({ latitude: 55.6727, longitude: 12.5646 }, { latitude: 56.1503, longitude: 10.2044 });
    expect(d / 1000).toBeCloseTo(156.6, 0);
    expect(distanceMetres(north(SOLBJERG, 0), north(SOLBJERG, 250))).toBeCloseTo(250, 6);
  });

  it('is on campus inside the radius and tells which campus', () => {
    expect(decidePresence(north(SOLBJERG, -100), [SOLBJERG])).toEqual({ campusId: 'solbjerg', status: 'on_campus' });
  });

  it('is on campus exactly on the radius (distance ≤ radius)', () => {
    const onEdge = north(SOLBJERG, 400);
    const exactly = { ...SOLBJERG, radius: String(distanceMetres(onEdge, north(SOLBJERG, 0))) };
    expect(decidePresence(onEdge, [exactly])).toEqual({ campusId: 'solbjerg', status: 'on_campus' });
  });

  it('is off campus just outside the radius, with no campus', () => {
    expect(decidePresence(north(SOLBJERG, 601), [SOLBJERG])).toEqual({ campusId: null, status: 'off_campus' });
    expect(decidePresence(north(SOLBJERG, 0), [])).toEqual({ campusId: null, status: 'off_campus' });
  });

  it('chooses the nearest centre where campuses overlap', () => {
    const nearSolbjerg = north(SOLBJERG, -150);
    const nearPorcelaen = north(PORCELAEN, 120);
    // Both points lie within both circles.
    for (const p of [nearSolbjerg, nearPorcelaen]) for (const c of [SOLBJERG, PORCELAEN]) expect(distanceMetres(p, north(c, 0))).toBeLessThanOrEqual(600);
    expect(decidePresence(nearSolbjerg, [PORCELAEN, SOLBJERG]).campusId).toBe('solbjerg');
    expect(decidePresence(nearPorcelaen, [SOLBJERG, PORCELAEN]).campusId).toBe('porcelaen');
  });

  it('is unknown without a position', () => {
    expect(decidePresence(undefined, [SOLBJERG])).toEqual({ campusId: null, status: 'unknown' });
    expect(decidePresence(null, [SOLBJERG])).toEqual({ campusId: null, status: 'unknown' });
    expect(decidePresence({ latitude: NaN, longitude: 12 }, [SOLBJERG])).toEqual({ campusId: null, status: 'unknown' });
  });

  it('ignores a campus whose numbers cannot be read', () => {
    expect(decidePresence(north(SOLBJERG, 0), [{ ...SOLBJERG, radius: 'wide' }])).toEqual({ campusId: null, status: 'off_campus' });
  });
});

describe('change-only reports', () => {
  it('sends the first report and then only a changed status or campus', () => {
    const on = { campusId: 'solbjerg', status: 'on_campus' } as const;
    expect(reportChanged(undefined, on)).toBe(true);
    expect(reportChanged(on, { ...on })).toBe(false);
    expect(reportChanged(on, { campusId: 'porcelaen', status: 'on_campus' })).toBe(true);
    expect(reportChanged(on, { campusId: null, status: 'off_campus' })).toBe(true);
    expect(reportChanged({ campusId: null, status: 'off_campus' }, { campusId: null, status: 'unknown' })).toBe(true);
  });
});
