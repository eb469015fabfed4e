import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then asks to wait until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('k')).toBe(0);
    expect(limiter.hit('k')).toBe(0);
    now = 15_000;
    expect(limiter.hit('k')).toBe(45);
    expect(limiter.hit('other')).toBe(0);
    now = 60_000;
    expect(limiter.hit('k')).toBe(0);
  });
});
