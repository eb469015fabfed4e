import { Readable } from 'node:stream';
import { detectImageType } from './image-type';
import { readLimited, TooLargeError } from './read-limited';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('detectImageType', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/gif', Buffer.from('GIF89a....')],
    ['image/gif', Buffer.from('GIF87a....')],
    ['image/webp', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1')],
  ])('recognises %s by content', (type, data) => {
    expect(detectImageType(data)).toBe(type);
  });

  it.each([
    ['a PDF renamed .png', Buffer.from('%PDF-1.7\n...')],
    ['SVG (scriptable)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(detectImageType(data)).toBeUndefined();
  });
});

describe('readLimited', () => {
  it('reads a body up to the limit', async () => {
    await expect(readLimited(Readable.from([Buffer.alloc(3), Buffer.alloc(2)]), 5)).resolves.toHaveLength(5);
  });
  it('stops as soon as the body passes the limit', async () => {
    await expect(readLimited(Readable.from([Buffer.alloc(3), Buffer.alloc(3)]), 5)).rejects.toBeInstanceOf(TooLargeError);
  });
  it('refuses a declared length over the limit before reading', async () => {
    await expect(readLimited(Readable.from([]), 5, 6)).rejects.toBeInstanceOf(TooLargeError);
  });
});
