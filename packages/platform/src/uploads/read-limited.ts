import type { Readable } from 'node:stream';

export class TooLargeError extends Error {}

/** Buffers a request body, giving up as soon as it passes `max` bytes. */
export async function readLimited(stream: Readable, max: number, declaredLength?: number): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > max) throw new TooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > max) {
      stream.resume();
      throw new TooLargeError();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, size);
}
