import { chooseCoding } from './content-coding.rules';

describe('chooseCoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when the browser takes both (what Chromium sends)', () => {
    expect(chooseCoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('takes gzip from a browser without brotli, and nothing from one that names neither', () => {
    expect(chooseCoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseCoding('x-gzip', both)).toBe('gzip');
    expect(chooseCoding('deflate', both)).toBeUndefined();
    expect(chooseCoding('identity', both)).toBeUndefined();
    expect(chooseCoding(undefined, both)).toBeUndefined();
    expect(chooseCoding('', both)).toBeUndefined();
  });

  it('follows the browser’s qualities: q=0 refuses, a higher q wins over our preference', () => {
    expect(chooseCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseCoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseCoding('BR ; Q=1, GZIP;q=0.8', both)).toBe('br');
    expect(chooseCoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(chooseCoding('br;q=abc, gzip', both)).toBe('gzip');
  });

  it('reads * as any coding not named', () => {
    expect(chooseCoding('*', both)).toBe('br');
    expect(chooseCoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseCoding('*;q=0', both)).toBeUndefined();
  });

  it('chooses only among the files the build wrote', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeUndefined();
    expect(chooseCoding('br, gzip', [])).toBeUndefined();
  });
});
