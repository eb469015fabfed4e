import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Feed URLs carry personal access tokens, so they are stored encrypted (AES-256-GCM, a fresh
 * 96-bit IV per value, authenticated). A keyed fingerprint (HMAC-SHA-256 with a key derived by
 * HKDF) lets the service find duplicates without decrypting or storing the URL in clear.
 */
export class FeedUrlCipher {
  private readonly fingerprintKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The feed URL key must be 32 bytes');
    this.fingerprintKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'overlap feed url fingerprint', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  decrypt(token: string): string {
    const [version, iv, tag, data] = token.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unrecognised encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  fingerprint(plain: string): string {
    return createHmac('sha256', this.fingerprintKey).update(plain).digest('base64url');
  }
}
