import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { RevokedSessions } from './revoked-sessions';
import { SessionVerifier, VERIFIED_TOKENS_KEPT } from './session-verifier';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const token = (sid: string, kid = 'k1', expiresIn = 60) =>
  jwt.sign({ sid }, privateKey, { algorithm: 'RS256', subject: 'u1', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn, keyid: kid });

/** A key set that publishes the keys in `published`, like identity's JWKS. */
function keys(published: Set<string>) {
  return async (kid: string | undefined): Promise<KeyObject> => {
    if (!kid || !published.has(kid)) throw new Error('Unknown signing key');
    return publicKey;
  };
}

describe('SessionVerifier remembers verified tokens, and re-checks what can change', () => {
  afterEach(() => jest.restoreAllMocks());

  it('verifies a token once, however often it is presented', async () => {
    const verify = jest.spyOn(jwt, 'verify');
    const verifier = new SessionVerifier(keys(new Set(['k1'])), new RevokedSessions());
    const t = token('s1');
    for (let i = 0; i < 5; i++) await expect(verifier.verify(t)).resolves.toMatchObject({ sub: 'u1', sid: 's1' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    const verifier = new SessionVerifier(keys(new Set(['k1'])), new RevokedSessions());
    const t = token('s1', 'k1', 60);
    await expect(verifier.verify(t)).resolves.toBeDefined();
    await expect(verifier.verify(t, Date.now() + 61_000)).resolves.toBeUndefined();
  });

  it('refuses a remembered token when its session ends', async () => {
    const revoked = new RevokedSessions();
    const verifier = new SessionVerifier(keys(new Set(['k1'])), revoked);
    const t = token('s1');
    await expect(verifier.verify(t)).resolves.toBeDefined();
    revoked.revoke(['s1'], Date.now() + 60_000);
    await expect(verifier.verify(t)).resolves.toBeUndefined();
  });

  it('refuses a remembered token when its signing key is no longer published', async () => {
    const published = new Set(['k1']);
    const verifier = new SessionVerifier(keys(published), new RevokedSessions());
    const t = token('s1');
    await expect(verifier.verify(t)).resolves.toBeDefined();
    published.delete('k1');
    await expect(verifier.verify(t)).resolves.toBeUndefined();
  });

  it('never remembers a token that failed, and refuses a changed one', async () => {
    const verify = jest.spyOn(jwt, 'verify');
    const verifier = new SessionVerifier(keys(new Set(['k1'])), new RevokedSessions());
    const t = token('s1');
    const tampered = t.slice(0, -4) + (t.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(verifier.verify(tampered)).resolves.toBeUndefined();
    await expect(verifier.verify(tampered)).resolves.toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps at most VERIFIED_TOKENS_KEPT tokens, forgetting the oldest first', async () => {
    const verify = jest.spyOn(jwt, 'verify');
    const verifier = new SessionVerifier(keys(new Set(['k1'])), new RevokedSessions());
    const first = token('first');
    await verifier.verify(first);
    // Tokens signed in one second differ only by their session id.
    for (let i = 0; i < VERIFIED_TOKENS_KEPT; i++) await verifier.verify(token(`s${i}`));
    verify.mockClear();
    await verifier.verify(first);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
