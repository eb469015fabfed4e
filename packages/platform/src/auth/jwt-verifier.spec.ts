import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { verifyAccessToken } from './jwt-verifier';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const resolve = async () => publicPem;

const sign = (opts: jwt.SignOptions = {}, key = privateKey) =>
  jwt.sign({ sid: 's1' }, key, { algorithm: 'RS256', subject: 'u1', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 60, ...opts });

describe('verifyAccessToken', () => {
  it('accepts a token signed by the published key', async () => {
    await expect(verifyAccessToken(sign(), resolve)).resolves.toMatchObject({ sub: 'u1', sid: 's1' });
  });

  it.each([
    ['expired', () => sign({ expiresIn: -10 })],
    ['signed by another key', () => sign({}, other.privateKey)],
    ['from another issuer', () => sign({ issuer: 'someone-else' })],
    ['for another audience', () => sign({ audience: 'other' })],
    [
      'HS256 with the public key as secret',
      () => jwt.sign({ sid: 's1' }, publicPem, { algorithm: 'HS256', subject: 'u1', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE }),
    ],
    ['garbage', () => 'not.a.jwt'],
  ])('rejects a token %s', async (_name, make) => {
    await expect(verifyAccessToken(make(), resolve)).resolves.toBeUndefined();
  });

  it('rejects when the key cannot be resolved', async () => {
    await expect(verifyAccessToken(sign(), async () => Promise.reject(new Error('no jwks')))).resolves.toBeUndefined();
  });
});
