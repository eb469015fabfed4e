import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRouteTemplates, type OpenApiPaths } from './api-route-templates.rules';
import { DOCUMENTED_ROUTES } from './api-routes.rules';
import { routeTemplate } from './route-table.rules';

const SERVICES = ['identity', 'schedules', 'groups', 'ingestion', 'billing', 'presence'];
const documents = SERVICES.map((name) => JSON.parse(readFileSync(join(__dirname, '../../../services', name, 'openapi.json'), 'utf8')) as OpenApiPaths);

describe('route templates the gateway reports as http.route', () => {
  it("are the services' documented paths as they stand (npm run openapi writes api-routes.rules.ts)", () => {
    expect(DOCUMENTED_ROUTES).toEqual(apiRouteTemplates(documents));
  });

  it.each([
    ['/api/study-groups/0b6f6c1e-9d2a-4c55-8d44-7f1f0a9f5c11/compare-schedules', '/api/study-groups/:groupId/compare-schedules'],
    ['/api/study-groups/g1', '/api/study-groups/:groupId'],
    ['/api/study-groups/g1/presence', '/api/study-groups/:id/presence'],
    ['/api/study-groups/g1/presence/free-together', '/api/study-groups/:id/presence/free-together'],
    ['/api/users/me', '/api/users/me'],
    ['/api/users/u1', '/api/users/:userId'],
    ['/api/auth/jwks.json', '/api/auth/jwks.json'],
    ['/api/ics/subscriptions/s1/sync', '/api/ics/subscriptions/:id/sync'],
    ['/api/presence/update/', '/api/presence/update'],
    // Not documented: the route table's entry, never the raw path.
    ['/api/billing/webhook', '/api/billing/*'],
    ['/api/study-groups/g1/no-such-thing', '/api/study-groups/*'],
    ['/api/nothing-here/42', '/api/*'],
  ])('%s → %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });
});
