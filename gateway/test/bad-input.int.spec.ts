import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ApiClient, FEED_SERVER_PORTS, signUpUser, type SignedUpUser } from '@overlap/test-support';
import { bodyCases, queryCases, type BadRequest } from './bad-input/bad-input-cases';
import { BODY_ROUTES, fill, ownEvent, QUERY_ROUTES, studySession, type Fixture } from './bad-input/bad-input-routes';

// Wording that means the answer came from a parser, a driver or a crash rather than from the app.
const NOT_THE_APPS_OWN =
  /position \d|Unexpected token|in JSON at|TypeError|Cannot read|is not a function|invalid byte sequence|\bundefined\b|Something went wrong/;

/** Every public operation with a JSON body or query parameters, from the services' checked-in API descriptions. */
function describedOperations(): { body: string[]; query: string[] } {
  const services = resolve(__dirname, '../../services');
  const body: string[] = [];
  const query: string[] = [];
  for (const service of readdirSync(services)) {
    let doc: { paths: Record<string, Record<string, { requestBody?: { content?: object }; parameters?: { in: string }[] }>> };
    try {
      doc = JSON.parse(readFileSync(resolve(services, service, 'openapi.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${`/api${path}`.replace(/\{\w+\}/g, '{}')}`;
        if (op.requestBody?.content && 'application/json' in op.requestBody.content) body.push(key);
        if (op.parameters?.some((p) => p.in === 'query')) query.push(key);
      }
    }
  }
  return { body: body.sort(), query: query.sort() };
}

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path.replace(/\{\w+\}/g, '{}')}`;

describe('bad input through the gateway: refused with a clear 4xx, nothing stored', () => {
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let fixture: Fixture;

  // Everything the owner (and the invitee) can read: no refused request may change any of it.
  const snapshot = async () => {
    const reads = [
      '/api/auth/user',
      '/api/users/settings',
      '/api/users/privacy',
      `/api/study-groups/user/${fixture.me}`,
      `/api/ics/subscriptions/user/${fixture.me}`,
      '/api/parse/imports',
      '/api/events/cleared-weeks',
      '/api/events/own',
      '/api/study-sessions',
      '/api/study-sessions/reminder',
      '/api/subscriptions/user/me',
      `/api/users/search?q=Bi${fixture.run}`,
      `/api/presence/${fixture.me}`,
    ];
    const own = await Promise.all(reads.map(async (path) => [path, (await owner.client.get(path)).body] as const));
    const invited = (await other.client.get(`/api/invitations/user/${fixture.other}`)).body;
    return { own, invited };
  };

  beforeAll(async () => {
    [owner, other] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await owner.client.post('/api/study-groups', { name: 'Bad input', createdBy: owner.id });
    const feed = await owner.client.post('/api/ics/subscriptions', {
      userId: owner.id,
      name: 'Bad input',
      url: `webcal://127.0.0.1:${FEED_SERVER_PORTS.subscriptions}/bad-input-fixture.ics`,
    });
    const own = await owner.client.post('/api/events/own', ownEvent);
    const session = await owner.client.post(`/api/study-groups/${group.body.id}/sessions`, studySession());
    expect([group.status, feed.status, own.status, session.status]).toEqual([201, 201, 201, 201]);
    fixture = {
      me: owner.id,
      other: other.id,
      group: group.body.id,
      feed: feed.body.id,
      ownEvent: own.body.id,
      session: session.body.id,
      run: randomBytes(4).toString('hex'),
    };
  });

  /** Sends each case; answers the ones not refused as they should be. */
  async function unrefused(route: { method: string; path: string }, cases: BadRequest[], clientFor: () => ApiClient): Promise<string[]> {
    const failures: string[] = [];
    for (const c of cases) {
      const path = fill(route.path, fixture);
      const res = await clientFor().request(route.method, c.query ? `${path}?${c.query}` : path, c.raw, { 'content-type': 'application/json', ...c.headers });
      const message = (res.body as { message?: unknown } | undefined)?.message;
      if (res.status !== c.status || typeof message !== 'string' || !/\w/.test(message) || NOT_THE_APPS_OWN.test(message)) {
        failures.push(`${c.label} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}`);
      }
    }
    return failures;
  }

  it('has a line for every operation with a JSON body or a query in the services’ API descriptions', () => {
    const described = describedOperations();
    expect([...new Set(BODY_ROUTES.map(keyOf))].sort()).toEqual(described.body);
    expect([...new Set(QUERY_ROUTES.map(keyOf))].sort()).toEqual(described.query);
  });

  describe.each(BODY_ROUTES.map((r) => [keyOf(r), r] as const))('%s', (_name, route) => {
    it('refuses every class of bad body', async () => {
      const before = await snapshot();
      const cases = [
        ...bodyCases(() => route.body(fixture), route.nullable),
        ...Object.entries(route.invalid?.(fixture) ?? {}).map(([label, body]): BadRequest => ({ label, raw: JSON.stringify(body), status: 400 })),
      ];
      // The sign-in family is signed out: each case from its own client (and client address).
      const failures = await unrefused(route, cases, () => (route.public ? new ApiClient() : owner.client));
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe.each(QUERY_ROUTES.map((r) => [keyOf(r), r] as const))('%s', (_name, route) => {
    it('refuses every class of bad query', async () => {
      const before = await snapshot();
      const cases = [
        ...queryCases(route.query(fixture)),
        ...Object.entries(route.invalid?.(fixture) ?? {}).map(([label, q]): BadRequest => ({ label, query: new URLSearchParams(q).toString(), status: 400 })),
      ];
      const failures = await unrefused(route, cases, () => owner.client);
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  });
});
