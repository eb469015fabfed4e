import { decideVersion, parseVersion } from './source-version.rules';

describe('source versions', () => {
  it('applies the first event of a source', () => {
    expect(decideVersion(1n, null)).toBe('apply');
  });

  it('applies only a strictly newer version', () => {
    expect(decideVersion(8n, 7n)).toBe('apply');
    expect(decideVersion(7n, 7n)).toBe('stale'); // the same event delivered again
    expect(decideVersion(6n, 7n)).toBe('stale'); // a late, older replace
  });

  it('compares the full uint64 range exactly (no float rounding)', () => {
    const big = 18_446_744_073_709_551_615n;
    expect(decideVersion(big, big - 1n)).toBe('apply');
    expect(decideVersion(9_007_199_254_740_993n, 9_007_199_254_740_992n)).toBe('apply');
    expect(parseVersion('18446744073709551615')).toBe(big);
  });

  it('keeps a removed source dead for older replaces: the removal’s version is stored', () => {
    const removedAt = 12n;
    expect(decideVersion(11n, removedAt)).toBe('stale');
    expect(decideVersion(13n, removedAt)).toBe('apply');
  });

  it('reads a missing stored version as never applied', () => {
    expect(parseVersion(null)).toBeNull();
    expect(parseVersion(undefined)).toBeNull();
  });
});
