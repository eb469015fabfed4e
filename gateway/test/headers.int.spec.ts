import { gzipSync } from 'node:zlib';
import { GATEWAY_URL, signUpUser, type SignedUpUser } from '@overlap/test-support';

describe('gateway headers (ADR 024)', () => {
  let user: SignedUpUser;
  beforeAll(async () => {
    user = await signUpUser();
  });

  it('marks personal answers and its own refusals Cache-Control: no-store', async () => {
    expect((await user.client.get('/api/auth/user')).headers.get('cache-control')).toBe('no-store');
    expect((await user.client.get('/api/users/settings')).headers.get('cache-control')).toBe('no-store');
    expect((await user.client.put('/api/users/settings', { darkMode: 'yes' })).headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${GATEWAY_URL}/api/users/settings`);
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'no-store']);
  });

  it.each([
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', origin: 'https://evil.localhost' }],
  ])('refuses a state-changing call with %s even with the custom header', async (_name, headers) => {
    const res = await user.client.put('/api/users/settings', { darkMode: true }, headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-site requests cannot change anything here');
    expect((await user.client.get('/api/users/settings')).body.darkMode).toBe(false);
  });

  it('lets a call from its own origin through', async () => {
    const res = await user.client.put('/api/users/settings', { darkMode: true }, { origin: GATEWAY_URL, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.body.darkMode).toBe(true);
  });

  it("gives the screenshot's reviewed classes the JSON limit, not the picture's", async () => {
    const events = Array.from({ length: 100 }, () => ({ weekday: 'Mon', start: '09:00', end: '10:00', title: 'x'.repeat(1500) }));
    const res = await user.client.post('/api/parse/screenshot/save', { events });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('refuses a compressed or non-UTF-8 JSON body before it reaches a service', async () => {
    const gz = await user.client.put('/api/users/settings', gzipSync('{"darkMode":false}'), { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect([gz.status, gz.body.message]).toEqual([415, 'Compressed request bodies are not accepted: send plain UTF-8 JSON']);
    const utf16 = await user.client.put('/api/users/settings', Buffer.from('{"darkMode":false}', 'utf16le'), {
      'content-type': 'application/json; charset=utf-16le',
    });
    expect([utf16.status, utf16.body.message]).toEqual([415, 'Request bodies must be JSON in UTF-8']);
  });
});
