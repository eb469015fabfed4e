import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ApiClient, signUpUser } from '@overlap/test-support';

// Finding 2: tokens naming invented key ids made every process refetch identity's JWKS, 30 times a
// minute, until the real key's cache expired and genuine sessions got 401. Now the key set held is
// never evicted and unknown ids cause at most one fetch per 30 s (ADR 025).

const IDENTITY_LOG = resolve(__dirname, '..', '..', '.data', 'logs', 'identity.log');
const GROUPS_URL = process.env.GROUPS_URL ?? 'http://127.0.0.1:3003';
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A well-formed RS256 token for the right issuer and audience, naming a key id nobody has. */
function forgedToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT', kid: randomUUID() })}.${b64({ sub: randomUUID(), sid: randomUUID(), iss: 'overlap-identity', aud: 'overlap', iat: now, exp: now + 900 })}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), attacker.privateKey).toString('base64url')}`;
}

/** JWKS requests identity has logged since `offset` (its request log names each path). */
function jwksFetchesSince(offset: number): number {
  return readFileSync(IDENTITY_LOG)
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.includes('"url":"/.well-known/jwks.json"')).length;
}

describe('signing keys under a flood of unknown key ids', () => {
  it('refuses every forged token, keeps genuine sessions working, and barely asks identity for keys', async () => {
    const { client, id } = await signUpUser();
    const bearer = `Bearer ${client.cookies.get('overlap_at')}`;
    const logOffset = statSync(IDENTITY_LOG).size;

    for (let round = 0; round < 10; round++) {
      const forged = await Promise.all(
        Array.from({ length: 15 }, async () => [
          (await new ApiClient().get('/api/users/settings', { authorization: `Bearer ${forgedToken()}` })).status,
          (await fetch(`${GROUPS_URL}/api/study-groups/user/${id}`, { headers: { authorization: `Bearer ${forgedToken()}` } })).status,
        ]),
      );
      expect(new Set(forged.flat())).toEqual(new Set([401]));
      expect((await client.get('/api/users/settings')).status).toBe(200);
      expect((await fetch(`${GROUPS_URL}/api/study-groups/user/${id}`, { headers: { authorization: bearer } })).status).toBe(200);
    }

    // 300 invented ids at the gateway and at groups: jwks-rsa fetched 30 times a minute in each
    // process; now each fetches at most once per 30 s (a readiness probe may add one).
    expect(jwksFetchesSince(logOffset)).toBeLessThan(8);
  });
});
