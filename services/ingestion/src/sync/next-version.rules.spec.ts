import { nextVersion } from './next-version.rules';

describe('nextVersion', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('follows the clock when the recorded version is older', () => {
    expect(nextVersion(0, now)).toBe(now.getTime());
    expect(nextVersion(7, now)).toBe(now.getTime());
  });

  it('still grows when the recorded version is at or past the clock (same millisecond, clock set back)', () => {
    expect(nextVersion(now.getTime(), now)).toBe(now.getTime() + 1);
    expect(nextVersion(now.getTime() + 5_000, now)).toBe(now.getTime() + 5_001);
  });
});
