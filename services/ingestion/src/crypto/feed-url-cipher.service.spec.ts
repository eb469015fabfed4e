import { randomBytes } from 'node:crypto';
import { FeedUrlCipher } from './feed-url-cipher.service';

describe('FeedUrlCipher', () => {
  const url = 'https://cloud.timeedit.net/uu/web/schema/ri6Q7Z6QQ6Z5.ics?token=s3cr3t-t0ken-value';
  const cipher = new FeedUrlCipher(randomBytes(32));

  it('round-trips a URL', () => {
    expect(cipher.decrypt(cipher.encrypt(url))).toBe(url);
  });

  it('never stores the URL or its token in clear, and uses a fresh IV each time', () => {
    const a = cipher.encrypt(url);
    const b = cipher.encrypt(url);
    expect(a).not.toContain('s3cr3t');
    expect(a).not.toContain('timeedit');
    expect(a).not.toBe(b);
  });

  it('refuses a tampered value', () => {
    const [v, iv, tag, data] = cipher.encrypt(url).split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('cannot be read with another key', () => {
    expect(() => new FeedUrlCipher(randomBytes(32)).decrypt(cipher.encrypt(url))).toThrow();
  });

  it('fingerprints deterministically per key', () => {
    expect(cipher.fingerprint(url)).toBe(cipher.fingerprint(url));
    expect(cipher.fingerprint(url)).not.toBe(cipher.fingerprint(`${url}x`));
    expect(new FeedUrlCipher(randomBytes(32)).fingerprint(url)).not.toBe(cipher.fingerprint(url));
  });

  it('requires a 32-byte key', () => {
    expect(() => new FeedUrlCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
