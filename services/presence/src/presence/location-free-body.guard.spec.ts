import { bodyFieldProblem, COORDINATES_REFUSED } from './location-free-body.guard';

const ALLOWED = ['campusId', 'status'];

describe('location-free bodies', () => {
  it('lets exactly the route’s fields through', () => {
    expect(bodyFieldProblem({ campusId: 'cbs-kilen', status: 'on_campus' }, ALLOWED)).toBeUndefined();
    expect(bodyFieldProblem({ campusId: null, status: 'off_campus' }, ALLOWED)).toBeUndefined();
    expect(bodyFieldProblem({}, ALLOWED)).toBeUndefined();
  });

  it.each([
    [{ campusId: null, status: 'off_campus', latitude: 55.68, longitude: 12.53 }],
    [{ campusId: 'cbs-kilen', status: 'on_campus', lat: 55.68 }],
    [{ status: 'unknown', lng: 12.53 }],
    [{ status: 'unknown', coords: { latitude: 55.68, longitude: 12.53 } }],
    [{ status: 'unknown', accuracy: 12 }],
    [{ status: 'unknown', Position: '55.68,12.53' }],
    [{ status: 'unknown', geo_location: '55.68,12.53' }],
    [{ status: 'unknown', LATITUDE: 1 }],
  ])('refuses a position in %j', (body) => {
    expect(bodyFieldProblem(body, ALLOWED)).toBe(COORDINATES_REFUSED);
  });

  it('refuses other fields the route does not take', () => {
    expect(bodyFieldProblem({ campusId: null, status: 'unknown', note: 'x' }, ALLOWED)).toBe('Unknown field: note. Send only campusId and status');
  });

  it('leaves bodies that are not objects to validation', () => {
    expect(bodyFieldProblem(undefined, ALLOWED)).toBeUndefined();
    expect(bodyFieldProblem([1, 2], ALLOWED)).toBeUndefined();
  });
});
