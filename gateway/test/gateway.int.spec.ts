import http from 'node:http';
import { ApiClient, GATEWAY_URL, signUpUser } from '@overlap/test-support';

describe('gateway', () => {
  it('serves the frontend with security headers and a request id', async () => {
    const res = await fetch(`${GATEWAY_URL}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers client-side routes with the app so a reload works', async () => {
    const res = await fetch(`${GATEWAY_URL}/profile/settings`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('keeps a well-formed request id and forwards it to the service', async () => {
    const res = await fetch(`${GATEWAY_URL}/api/auth/user`, { headers: { 'x-request-id': 'test-request-12345' } });
    expect(res.headers.get('x-request-id')).toBe('test-request-12345');
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const { client } = await signUpUser();
    const res = await client.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found' });
  });

  it('routes presence to the presence service', async () => {
    // Without a PRESENCE_URL the route answers 503 (api-proxy.spec.ts); the local stack runs it.
    const { client, id } = await signUpUser();
    const res = await client.get(`/api/presence/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: id, sharingEnabled: false, status: 'unknown', campus: null });
  });

  it('refuses a forged or missing session before reaching a service', async () => {
    const forged = new ApiClient();
    forged.cookies.set('overlap_at', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect((await forged.get('/api/users/settings')).status).toBe(401);
    expect((await new ApiClient().get('/api/users/settings', { authorization: 'Bearer nonsense' })).status).toBe(401);
  });

  it('requires the X-Requested-With header on state-changing calls (CSRF)', async () => {
    const { client } = await signUpUser();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${GATEWAY_URL}/api/users/settings`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"darkMode":true}',
    });
    expect(res.status).toBe(403);
    expect((await client.get('/api/users/settings')).body.darkMode).toBe(false);
  });

  it('refuses a body over the limit even without a Content-Length header', async () => {
    const { client } = await signUpUser();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // A chunked upload that never declares its size; the gateway counts while streaming.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${GATEWAY_URL}/api/auth/user`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (err) => (err as NodeJS.ErrnoException).code !== 'EPIPE' && (err as NodeJS.ErrnoException).code !== 'ECONNRESET' && reject(err));
      let sent = 0;
      const pump = () => {
        while (sent < 30 && req.write(Buffer.alloc(10_000, 32))) sent++;
        if (sent < 30) req.once('drain', () => (sent++, pump()));
        else req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('reports readiness', async () => {
    const res = await fetch(`${GATEWAY_URL}/health/ready`);
    expect(res.status).toBe(200);
    // The sessions that ended within a token's lifetime, read back once at start (ADR 025). Identity's
    // keys are no longer asked for live: the gateway verifies with the set it holds (ADR 027). Its
    // consumer (that feed) is reported, never deciding (ADR 038).
    const { status, checks } = (await res.json()) as { status: string; checks: { name: string; role: string; status: string }[] };
    expect(status).toBe('ok');
    expect(checks.map(({ name, role, status }) => ({ name, role, status }))).toEqual([
      { name: 'consumers', role: 'reported', status: 'up' },
      { name: 'session-revocations', role: 'startup', status: 'up' },
    ]);
  });
});
