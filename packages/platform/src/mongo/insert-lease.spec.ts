import { isHeld } from './insert-lease';

describe('isHeld', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('holds while taken, not given back and not lapsed', () => {
    expect(isHeld({ done: false, until: new Date(now.getTime() + 1) }, now)).toBe(true);
  });
  it('is free when never taken, given back, or lapsed (its holder died)', () => {
    expect(isHeld(undefined, now)).toBe(false);
    expect(isHeld(null, now)).toBe(false);
    expect(isHeld({ done: true, until: new Date(now.getTime() + 60_000) }, now)).toBe(false);
    expect(isHeld({ done: false, until: now }, now)).toBe(false);
  });
});
