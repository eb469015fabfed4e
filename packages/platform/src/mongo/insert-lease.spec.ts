import { isHeld, leaseNumberOf } from './insert-lease';

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

describe('leaseNumberOf', () => {
  it('reads the number of a lease on the key', () => {
    expect(leaseNumberOf('source-1|0', 'source-1')).toBe(0);
    expect(leaseNumberOf('source-1|42', 'source-1')).toBe(42);
  });

  it('refuses ids of other keys, missing ids and anything that is not a whole number', () => {
    expect(leaseNumberOf('source-2|4', 'source-1')).toBeUndefined();
    expect(leaseNumberOf('source-10|4', 'source-1')).toBeUndefined();
    expect(leaseNumberOf(undefined, 'source-1')).toBeUndefined();
    expect(leaseNumberOf(null, 'source-1')).toBeUndefined();
    expect(leaseNumberOf('source-1|', 'source-1')).toBeUndefined();
    expect(leaseNumberOf('source-1|-1', 'source-1')).toBeUndefined();
    expect(leaseNumberOf('source-1|1.5', 'source-1')).toBeUndefined();
  });
});
