import { policies } from './attempt-policies.rules';
import { countAttempt, lockedFor, type AttemptState } from './attempt-state.rules';

const policy = { ...policies.signInAccount, limit: 10, windowSeconds: 900, lockSeconds: 900 };
const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000);

/** Tries `times` attempts at `now` the way the throttle does: refused while locked, otherwise counted. */
function run(times: number, start: AttemptState | undefined, now: Date, p = policy) {
  let state = start;
  const tried: boolean[] = [];
  for (let i = 0; i < times; i++) {
    const allowed = lockedFor(state, now) === 0;
    tried.push(allowed);
    if (allowed) state = countAttempt(state, p, now);
  }
  return { tried, state: state! };
}

describe('countAttempt and lockedFor', () => {
  it('lets 10 counted attempts be tried and locks the 11th out for the lock time', () => {
    const { tried, state } = run(11, undefined, at(0));
    expect(tried.filter(Boolean)).toHaveLength(10);
    expect(tried[10]).toBe(false);
    expect(lockedFor(state, at(60))).toBe(840);
  });

  it('starts afresh once the lock-out is over', () => {
    const { state } = run(11, undefined, at(0));
    expect(run(10, state, at(900)).tried.every(Boolean)).toBe(true);
  });

  it('forgets failures older than the window', () => {
    const { state } = run(9, undefined, at(0));
    expect(run(10, state, at(900)).tried.every(Boolean)).toBe(true);
  });

  it('lets one address (a campus behind one NAT) fail 300 times before it is slowed', () => {
    const address = { ...policies.signInAddress, limit: 300, windowSeconds: 900, lockSeconds: 900 };
    let state: AttemptState | undefined;
    for (let i = 0; i < 300; i++) {
      expect(lockedFor(state, at(i))).toBe(0);
      state = countAttempt(state, address, at(i));
    }
    expect(lockedFor(state, at(300))).toBeGreaterThan(0);
  });
});
