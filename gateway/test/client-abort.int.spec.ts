import http from 'node:http';
import { GATEWAY_URL, signUpUser } from '@overlap/test-support';

describe('a client that leaves before the service answers', () => {
  it('does not take the gateway down', async () => {
    const { client } = await signUpUser();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Each request is forwarded, then its client hangs up before the answer comes back (timing
    // decides which ones; 120 of them hit the window reliably).
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from(
          { length: 40 },
          () =>
            new Promise<void>((resolve) => {
              const req = http.get(`${GATEWAY_URL}/api/users/settings`, { headers: { cookie } });
              req.on('error', () => resolve());
              req.on('close', () => resolve());
              setTimeout(() => req.destroy(), 5);
            }),
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    expect((await fetch(`${GATEWAY_URL}/health/live`)).status).toBe(200);
  });
});
