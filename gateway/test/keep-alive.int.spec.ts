import http from 'node:http';
import { ApiClient, GATEWAY_URL, uniqueEmail } from '@overlap/test-support';

const IDENTITY_URL = process.env.IDENTITY_URL ?? 'http://127.0.0.1:3001';

/** The Keep-Alive header a server answers a keep-alive request with. */
function keepAliveOf(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    http
      .get(`${url}/health/live`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          agent.destroy();
          const header = res.headers['keep-alive'];
          resolve(Array.isArray(header) ? header.join(', ') : header);
        });
      })
      .on('error', reject);
  });
}

describe('keep-alive connections', () => {
  it('outlive the callers’ own (ingress-nginx keeps upstream connections 60 s), at the gateway and at a service', async () => {
    expect(await keepAliveOf(GATEWAY_URL)).toBe('timeout=65');
    expect(await keepAliveOf(IDENTITY_URL)).toBe('timeout=65');
  });

  it('carry bursts of sign-ins after pauses without a reset between gateway and identity', async () => {
    const statuses: number[] = [];
    for (let burst = 0; burst < 4; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 150 }, () => new ApiClient().post('/api/auth/login', { email: uniqueEmail('burst'), password: 'not-the-password' })),
      );
      statuses.push(...answers.map((a) => a.status));
      await new Promise((r) => setTimeout(r, 1500));
    }
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
  }, 120_000);
});
