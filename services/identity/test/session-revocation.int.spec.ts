import { ApiClient, eventually, signUpUser, uniqueEmail, type SignedUpUser } from '@overlap/test-support';

// Sign-out and password changes take effect everywhere at once (ADR 025): identity publishes the
// ended sessions on identity.sessions.v1 and every process's platform guard refuses their
// access tokens — the gateway, and each service asked directly with the bearer token.

const direct = (name: string, port: number) => process.env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}`;

/** One authenticated read per service that answers 200 to the token's owner. */
const reads: [string, string, (u: SignedUpUser) => string][] = [
  ['schedules', direct('schedules', 3002), (u) => `/api/events?week=10&year=2026&userId=${u.id}`],
  ['groups', direct('groups', 3003), (u) => `/api/study-groups/user/${u.id}`],
  ['presence', direct('presence', 3004), (u) => `/api/presence/${u.id}`],
  ['billing', direct('billing', 3005), () => '/api/subscriptions/user/me'],
  ['ingestion', direct('ingestion', 3006), (u) => `/api/ics/subscriptions/user/${u.id}`],
];

const WITHIN_MS = 5_000;

async function statusAt(base: string, path: string, token: string): Promise<number> {
  return (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
}

async function expectEverywhere(user: SignedUpUser, token: string, status: number) {
  for (const [, base, pathOf] of reads) {
    const path = pathOf(user);
    await eventually(async () => expect({ path, status: await statusAt(base, path, token) }).toEqual({ path, status }), WITHIN_MS);
  }
  await eventually(async () => expect((await new ApiClient().get('/api/users/settings', { authorization: `Bearer ${token}` })).status).toBe(status), WITHIN_MS);
}

describe('session revocation', () => {
  it('refuses a signed-out session’s access token at the gateway and at every service within seconds', async () => {
    const user = await signUpUser();
    const token = user.client.cookies.get('overlap_at')!;
    await expectEverywhere(user, token, 200);
    expect((await user.client.post('/api/auth/logout')).status).toBe(200);
    await expectEverywhere(user, token, 401);
  });

  it('refuses the other sessions’ tokens after a password change, and keeps the one that changed it', async () => {
    const user = await signUpUser({ email: uniqueEmail('changer') });
    const other = new ApiClient();
    expect((await other.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const otherToken = other.cookies.get('overlap_at')!;
    await expectEverywhere(user, otherToken, 200);
    expect((await user.client.put('/api/auth/password', { currentPassword: user.password, newPassword: 'changed-pass-42' })).status).toBe(200);
    await expectEverywhere(user, otherToken, 401);
    await expectEverywhere(user, user.client.cookies.get('overlap_at')!, 200);
  });
});
