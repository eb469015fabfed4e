import { RecentLeaves } from './recent-leaves.service';

describe('recent leaves', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts a leave at once, forgets it after five minutes, and lets a re-join undo it', () => {
    const leaves = new RecentLeaves();
    leaves.left('g1', 'u1');
    expect(leaves.isGone('g1', 'u1')).toBe(true);
    expect(leaves.isGone('g1', 'u2')).toBe(false);
    expect(leaves.isGone('g2', 'u1')).toBe(false);
    leaves.joined('g1', 'u1');
    expect(leaves.isGone('g1', 'u1')).toBe(false);
    leaves.left('g1', 'u1');
    jest.advanceTimersByTime(5 * 60_000);
    expect(leaves.isGone('g1', 'u1')).toBe(false);
  });

  it('takes everyone out of a deleted group', () => {
    const leaves = new RecentLeaves();
    leaves.groupDeleted('g1');
    expect(leaves.isGone('g1', 'u1')).toBe(true);
    expect(leaves.isGone('g1', 'u2')).toBe(true);
    expect(leaves.isGone('g2', 'u1')).toBe(false);
  });
});
