import { bodyLimitFor } from './body-limits.rules';
import { isPublic, serviceFor, upstreams } from './route-table.rules';

describe('route table', () => {
  it.each([
    ['/api/auth/login', 'identity'],
    ['/api/users/search', 'identity'],
    ['/api/profile-picture', 'identity'],
    ['/api/objects/upload', 'identity'],
    ['/api/ics/events', 'schedules'],
    ['/api/ics/export', 'schedules'],
    ['/api/ics/export/abc.ics', 'schedules'],
    ['/api/events/clean', 'schedules'],
    ['/api/ics/subscriptions/user/u1', 'ingestion'],
    ['/api/parse/screenshot', 'reader'],
    ['/api/parse/status', 'reader'],
    ['/api/parse/screenshot/save', 'ingestion'],
    ['/api/parse/imports/i1', 'ingestion'],
    ['/api/study-groups/g1/compare-schedules', 'groups'],
    ['/api/study-groups/g1/presence', 'presence'],
    ['/api/study-groups/g1/presence/free-together', 'presence'],
    ['/api/study-sessions/s1/answer', 'groups'],
    ['/api/invitations/user/u1', 'groups'],
    ['/api/join-links/abc/join', 'groups'],
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

  describe('the screenshot reader’s upstream', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('is ingestion unless READER_URL names the reader’s own Deployment', () => {
      process.env.INGESTION_URL = 'http://ingestion:3006';
      // Empty, not deleted: the local .env's defaults would fill a missing one.
      process.env.READER_URL = '';
      expect(upstreams().reader?.href).toBe('http://ingestion:3006/');
      process.env.READER_URL = 'http://ingestion-reader:3006';
      expect(upstreams().reader?.href).toBe('http://ingestion-reader:3006/');
      expect(upstreams().ingestion?.href).toBe('http://ingestion:3006/');
    });

    it('is not there when neither is deployed', () => {
      process.env.INGESTION_URL = '';
      process.env.READER_URL = '';
      expect(upstreams().reader).toBeUndefined();
    });
  });

  it('lets only the sign-in family through without a session', () => {
    expect(isPublic('POST', '/api/auth/login')).toBe(true);
    expect(isPublic('GET', '/api/auth/login')).toBe(false);
    expect(isPublic('GET', '/api/auth/user')).toBe(false);
    expect(isPublic('POST', '/api/auth/signup/')).toBe(true);
    expect(isPublic('GET', '/api/invitations/policy')).toBe(true);
    expect(isPublic('GET', '/api/invitations/user/u1')).toBe(false);
  });

  it('lets a calendar app read an export link without a session, and nothing else under it', () => {
    const token = 'A'.repeat(40) + '_-9';
    expect(isPublic('GET', `/api/ics/export/${token}.ics`)).toBe(true);
    expect(isPublic('HEAD', `/api/ics/export/${token}.ics`)).toBe(false);
    expect(isPublic('DELETE', `/api/ics/export/${token}.ics`)).toBe(false);
    expect(isPublic('GET', '/api/ics/export')).toBe(false);
    expect(isPublic('GET', `/api/ics/export/${token}`)).toBe(false);
    expect(isPublic('GET', `/api/ics/export/${token}x.ics`)).toBe(false);
    expect(isPublic('GET', `/api/ics/export/../events/${token}.ics`)).toBe(false);
  });

  it('gives the two image uploads the 5 MB picture limit by exact route, the import 2 MB and everything else the JSON limit', () => {
    expect(bodyLimitFor('PUT', '/api/objects/uploads/abc')).toMatchObject({ bytes: 5_242_880, json: false });
    expect(bodyLimitFor('POST', '/api/parse/screenshot')).toMatchObject({ bytes: 5_242_880, json: false });
    expect(bodyLimitFor('PUT', '/api/auth/user')).toMatchObject({ bytes: 102_400, json: true });
    expect(bodyLimitFor('POST', '/api/ics/subscriptions/migrate')).toMatchObject({ bytes: 2_097_152, json: true });
    // The reviewed classes are JSON: not the picture's limit (the prefix /api/parse gave it before).
    expect(bodyLimitFor('POST', '/api/parse/screenshot/save')).toMatchObject({ bytes: 102_400, json: true });
    expect(bodyLimitFor('POST', '/api/objects/uploads/abc/x').bytes).toBe(102_400);
    expect(bodyLimitFor('POST', '/api/billing/webhook').json).toBe(false);
  });
});
