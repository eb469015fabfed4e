import { policies } from './attempt-policies';
import { countAttempt, type AttemptState } from './attempt-state';

const policy = { ...policies.signInAccount, limit: 10, windowSeconds: 900, lockSeconds: 900 };
const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000);

function run(times: number, start: AttemptState | undefined, now: Date) {
  let state = start;
  const allowed: boolean[] = [];
  for (let i = 0; i < times; i++) {
    const d = countAttempt(state, policy, now);
    allowed.push(d.allowed);
    state = d.next;
  }
  return { allowed, state: state! };
}

describe('countAttempt', () => {
  it('lets 10 counted attempts through and locks the 11th out for the lock time', () => {
    const { allowed, state } = run(11, undefined, at(0));
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(allowed[10]).toBe(false);
    const locked = countAttempt(state, policy, at(60));
    expect(locked).toMatchObject({ allowed: false, retryAfterSeconds: 840 });
  });

  it('starts afresh once the lock-out is over', () => {
    const { state } = run(11, undefined, at(0));
    const { allowed } = run(10, state, at(901));
    expect(allowed.every(Boolean)).toBe(true);
  });

  it('forgets failures older than the window', () => {
    const { state } = run(9, undefined, at(0));
    expect(run(10, state, at(900)).allowed.every(Boolean)).toBe(true);
  });

  it('lets one address (a campus behind one NAT) fail 300 times before it is slowed', () => {
    const address = { ...policies.signInAddress, limit: 300, windowSeconds: 900, lockSeconds: 900 };
    let state: AttemptState | undefined;
    for (let i = 0; i < 300; i++) {
      const d = countAttempt(state, address, at(i));
      expect(d.allowed).toBe(true);
      state = d.next;
    }
    expect(countAttempt(state, address, at(300)).allowed).toBe(false);
  });
});
