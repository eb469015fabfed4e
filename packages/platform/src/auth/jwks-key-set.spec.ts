import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JwksKeySet } from './jwks-key-set';
import { verifyAccessToken } from './jwt-verifier';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

const real = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwks = { keys: [{ ...real.publicKey.export({ format: 'jwk' }), kid: 'real', alg: 'RS256', use: 'sig' }] };

const sign = (kid: string, key = real.privateKey) =>
  jwt.sign({ sid: 's1' }, key, { algorithm: 'RS256', keyid: kid, subject: 'u1', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 60 * 60 * 24 });

function setUp(answer: () => Promise<unknown> = async () => jwks) {
  let clock = 1_000_000;
  const fetches: number[] = [];
  const keySet = new JwksKeySet('http://identity/jwks', {
    maxAgeMs: 10 * 60_000,
    cooldownMs: 30_000,
    now: () => clock,
    fetchJwks: () => {
      fetches.push(clock);
      return answer();
    },
  });
  const verify = (token: string) => verifyAccessToken(token, (kid) => keySet.resolve(kid));
  return { keySet, fetches, verify, advance: (ms: number) => (clock += ms) };
}

describe('JwksKeySet', () => {
  it('fetches once and answers the known key from the set held', async () => {
    const { fetches, verify } = setUp();
    for (let i = 0; i < 5; i++) await expect(verify(sign('real'))).resolves.toMatchObject({ sub: 'u1' });
    expect(fetches).toHaveLength(1);
  });

  it('keeps genuine sessions working through a flood of unknown key ids, fetching at most once per cooldown', async () => {
    const { fetches, verify, advance } = setUp();
    await verify(sign('real'));
    // Two hours of 40 forged tokens a minute, each with a fresh key id, past many cache lifetimes.
    for (let minute = 0; minute < 120; minute++) {
      for (let i = 0; i < 40; i++) {
        await expect(verify(sign(randomUUID(), attacker.privateKey))).resolves.toBeUndefined();
        advance(1_500);
      }
      await expect(verify(sign('real'))).resolves.toMatchObject({ sub: 'u1' });
    }
    // Never more than one fetch per 30 s cooldown, not one per forged token (4,800 of them).
    expect(fetches.length).toBeLessThanOrEqual(120 * 2 + 1);
    for (let i = 1; i < fetches.length; i++) expect(fetches[i]! - fetches[i - 1]!).toBeGreaterThanOrEqual(30_000);
  });

  it('refuses an unknown key id at once while cooling down, without a fetch', async () => {
    const { fetches, keySet } = setUp();
    await keySet.resolve('real');
    await expect(keySet.resolve('invented')).rejects.toThrow('Unknown signing key');
    expect(fetches).toHaveLength(1);
  });

  it('refreshes an old set in the background and keeps its keys when identity does not answer', async () => {
    let up = true;
    const { fetches, verify, advance } = setUp(async () => {
      if (!up) throw new Error('connection refused');
      return jwks;
    });
    await verify(sign('real'));
    up = false;
    advance(11 * 60_000);
    await expect(verify(sign('real'))).resolves.toMatchObject({ sub: 'u1' });
    await new Promise((r) => setImmediate(r));
    expect(fetches).toHaveLength(2);
    await expect(verify(sign('real'))).resolves.toMatchObject({ sub: 'u1' });
  });

  it('counts failed fetches against the cooldown: with identity down, forged key ids cause at most one fetch per 30 s', async () => {
    let up = true;
    const { fetches, verify, advance } = setUp(async () => {
      if (!up) throw new Error('connection refused');
      return jwks;
    });
    await verify(sign('real'));
    up = false;
    advance(60_000);
    for (let i = 0; i < 100; i++) {
      await expect(verify(sign(randomUUID(), attacker.privateKey))).resolves.toBeUndefined();
      advance(100);
    }
    expect(fetches).toHaveLength(2);
  });

  it('learns a rotated key at the next fetch and drops the retired one', async () => {
    const next = generateKeyPairSync('rsa', { modulusLength: 2048 });
    let document: unknown = jwks;
    const { verify, advance } = setUp(async () => document);
    await verify(sign('real'));
    document = { keys: [{ ...next.publicKey.export({ format: 'jwk' }), kid: 'next', use: 'sig' }] };
    advance(30_000);
    await expect(verify(sign('next', next.privateKey))).resolves.toMatchObject({ sub: 'u1' });
    await expect(verify(sign('real'))).resolves.toBeUndefined();
  });

  it('ignores an answer without usable keys', async () => {
    let document: unknown = jwks;
    const { keySet, advance } = setUp(async () => document);
    await keySet.resolve('real');
    document = { keys: [{ kid: 'broken', kty: 'RSA', n: 'x' }] };
    advance(30_000);
    await expect(keySet.resolve('broken')).rejects.toThrow();
    await expect(keySet.resolve('real')).resolves.toBeDefined();
  });

  it('refuses a token that names no key id', async () => {
    const { keySet } = setUp();
    await expect(keySet.resolve(undefined)).rejects.toThrow('names no signing key');
  });
});
