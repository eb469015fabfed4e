import { CompressionTypes } from 'kafkajs';
import { COMPRESS_FROM_BYTES, compressionFor } from './event-publisher';

describe('compressionFor', () => {
  it('sends usual replace events (tens of kilobytes) uncompressed', () => {
    expect(compressionFor(Buffer.alloc(40 * 1024))).toBe(CompressionTypes.None);
    expect(compressionFor(Buffer.alloc(COMPRESS_FROM_BYTES - 1))).toBe(CompressionTypes.None);
  });

  it('gzips messages from half of Kafka’s default 1 MB limit on', () => {
    expect(compressionFor(Buffer.alloc(COMPRESS_FROM_BYTES))).toBe(CompressionTypes.GZIP);
    expect(compressionFor(Buffer.alloc(2 * 1024 * 1024))).toBe(CompressionTypes.GZIP);
  });
});
