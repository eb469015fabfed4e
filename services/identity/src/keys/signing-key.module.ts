import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigError, env, findRepoRoot, isProduction } from '@overlap/platform';

/** Injection token of identity's one signing key (SigningKeyModule provides it). */
export const SIGNING_KEY = Symbol('SIGNING_KEY');

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicPem: string;
  jwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
}

function fromPem(pem: string): SigningKey {
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
  return { kid, privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), jwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

/**
 * JWT_PRIVATE_KEY (PEM) in deployments. In a local checkout a key is generated once and kept
 * under .data/keys so sessions survive restarts; production refuses to start without one.
 */
export function loadSigningKey(): SigningKey {
  const pem = env('JWT_PRIVATE_KEY');
  if (pem) return fromPem(pem.replace(/\\n/g, '\n'));
  if (isProduction()) throw new ConfigError('Missing required environment variable JWT_PRIVATE_KEY');
  const root = findRepoRoot();
  const dir = root ? join(root, '.data', 'keys') : undefined;
  const file = dir ? join(dir, 'identity-jwt.pem') : undefined;
  if (file && existsSync(file)) return fromPem(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const generated = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  if (dir && file) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, generated, { mode: 0o600 });
  }
  return fromPem(generated);
}

/**
 * Provides the key the composition root loaded (it verifies identity's own tokens with the same
 * key, without a JWKS round trip to itself) to the session service and the JWKS endpoint.
 */
@Module({})
export class SigningKeyModule {
  static of(key: SigningKey): DynamicModule {
    return { module: SigningKeyModule, global: true, providers: [{ provide: SIGNING_KEY, useValue: key }], exports: [SIGNING_KEY] };
  }
}
