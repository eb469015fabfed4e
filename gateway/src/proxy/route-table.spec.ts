import { bodyLimitFor } from './body-limits';
import { isPublic, serviceFor } from './route-table';

describe('route table (ARCHITECTURE.md §2)', () => {
  it.each([
    ['/api/auth/login', 'identity'],
    ['/api/users/search', 'identity'],
    ['/api/profile-picture', 'identity'],
    ['/api/objects/upload', 'identity'],
    ['/api/ics/events', 'schedules'],
    ['/api/events/clean', 'schedules'],
    ['/api/ics/subscriptions/user/u1', 'ingestion'],
    ['/api/parse/screenshot', 'ingestion'],
    ['/api/study-groups/g1/compare-schedules', 'groups'],
    ['/api/study-groups/g1/presence', 'presence'],
    ['/api/invitations/user/u1', 'groups'],
    ['/api/campuses', 'presence'],
    ['/api/presence/toggle-sharing', 'presence'],
    ['/api/live', 'presence'],
    ['/api/lively', undefined],
    ['/api/subscriptions/pricing', 'billing'],
    ['/api/billing/webhook', 'billing'],
    ['/api/unknown', undefined],
    ['/api/authx', undefined],
  ])('%s → %s', (path, service) => {
    expect(serviceFor(path)).toBe(service);
  });

  it('lets only the sign-in family through without a session', () => {
    expect(isPublic('POST', '/api/auth/login')).toBe(true);
    expect(isPublic('GET', '/api/auth/login')).toBe(false);
    expect(isPublic('GET', '/api/auth/user')).toBe(false);
    expect(isPublic('POST', '/api/auth/signup/')).toBe(true);
    expect(isPublic('GET', '/api/invitations/policy')).toBe(true);
    expect(isPublic('GET', '/api/invitations/user/u1')).toBe(false);
  });

  it('gives uploads the 5 MB picture limit and everything else the JSON limit', () => {
    expect(bodyLimitFor('/api/objects/uploads/abc').bytes).toBe(5_242_880);
    expect(bodyLimitFor('/api/auth/user').bytes).toBe(102_400);
    expect(bodyLimitFor('/api/ics/subscriptions/migrate').bytes).toBe(2_097_152);
  });
});
