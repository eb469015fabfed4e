import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { ConfigError, env, findRepoRoot, isProduction } from '@overlap/platform';
import { FeedUrlCipher } from './feed-url-cipher.service';

export const FEED_URL_CIPHER = Symbol('FEED_URL_CIPHER');

function decodeKey(value: string, source: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new ConfigError(`${source} must be 32 bytes encoded as base64 (e.g. \`openssl rand -base64 32\`)`);
  return key;
}

/**
 * FEED_URL_KEY (32 bytes, base64) in deployments. A local checkout generates one once under
 * .data/keys so stored feeds stay readable across restarts; production refuses to start without it.
 */
export function loadFeedUrlKey(): Buffer {
  const value = env('FEED_URL_KEY');
  if (value) return decodeKey(value, 'FEED_URL_KEY');
  if (isProduction()) throw new ConfigError('Missing required environment variable FEED_URL_KEY');
  const root = findRepoRoot();
  if (!root) throw new ConfigError('Missing required environment variable FEED_URL_KEY');
  const dir = join(root, '.data', 'keys');
  const file = join(dir, 'ingestion-feed-url.key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8'), file);
  mkdirSync(dir, { recursive: true });
  const key = randomBytes(32);
  // wx: two replicas starting at once must not overwrite each other's key.
  try {
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch {
    return decodeKey(readFileSync(file, 'utf8'), file);
  }
  return key;
}

/** The feed URL cipher under FEED_URL_CIPHER; its key is read (or, locally, made) once, when the module loads. */
@Module({ providers: [{ provide: FEED_URL_CIPHER, useValue: new FeedUrlCipher(loadFeedUrlKey()) }], exports: [FEED_URL_CIPHER] })
export class FeedUrlCipherModule {}
