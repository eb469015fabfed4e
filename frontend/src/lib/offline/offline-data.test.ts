import { isOfflineReadable } from './offline-data';

describe('isOfflineReadable', () => {
  it.each([
    '/api/auth/user',
    '/api/users/settings',
    '/api/events',
    '/api/events/cleared-weeks',
    '/api/ics/events',
    '/api/ics/subscriptions/user/42',
    '/api/study-groups/user/42',
    '/api/subscriptions/user/me',
  ])('keeps the GET answers of %s for the offline week', (path) => {
    expect(isOfflineReadable('GET', path)).toBe(true);
  });

  it.each([
    '/api/auth/login',
    '/api/auth/refresh',
    '/api/auth/logout',
    '/api/auth/reset-password/validate',
    '/api/subscriptions/pricing',
    '/api/subscriptions/create-portal-session',
    '/api/live',
    '/api/study-groups/7/compare-schedules',
    '/api/presence/7',
    '/api/users/search',
    '/api/users/privacy',
    '/api/events/export',
    '/api/ics/subscriptions/user/42/extra',
    '/calendar',
  ])('never keeps %s', (path) => {
    expect(isOfflineReadable('GET', path)).toBe(false);
  });

  it.each(['POST', 'PUT', 'DELETE'])('never keeps a %s, even on a kept path', (method) => {
    expect(isOfflineReadable(method, '/api/events')).toBe(false);
    expect(isOfflineReadable(method, '/api/auth/user')).toBe(false);
  });
});
