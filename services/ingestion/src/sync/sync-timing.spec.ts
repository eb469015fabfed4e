import { failureDelayMs, HORIZON_REFRESH_MS, MAX_BACKOFF_MS, needsFullSync, nextSyncAfterSuccess } from './sync-timing';
import { claimable, isLeased, leaseFree, takeLease } from './lease';

const MIN = 60_000;

describe('failureDelayMs', () => {
  const middle = () => 0.5;
  it.each([
    [1, 1 * MIN],
    [2, 2 * MIN],
    [3, 4 * MIN],
    [6, 32 * MIN],
    [9, 256 * MIN],
    [10, MAX_BACKOFF_MS],
    [40, MAX_BACKOFF_MS],
  ])('waits exponentially longer: failure %i → %i ms', (failures, delay) => {
    expect(failureDelayMs(failures, middle)).toBe(delay);
  });

  it('jitters by at most 10 %', () => {
    expect(failureDelayMs(3, () => 0)).toBe(0.9 * 4 * MIN);
    expect(failureDelayMs(3, () => 1)).toBe(1.1 * 4 * MIN);
  });
});

describe('nextSyncAfterSuccess', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it.each([15, 30, 60, 240])('schedules a feed %i minutes later', (minutes) => {
    expect(nextSyncAfterSuccess({ kind: 'ics', syncInterval: minutes }, now).getTime() - now.getTime()).toBe(minutes * MIN);
  });
  it('re-expands screenshot and local sources daily', () => {
    expect(nextSyncAfterSuccess({ kind: 'screenshot', syncInterval: 0 }, now).getTime() - now.getTime()).toBe(HORIZON_REFRESH_MS);
  });
});

describe('needsFullSync', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('is needed before the first expansion, after a zone change and after a day', () => {
    expect(needsFullSync({ expandedAt: null, expandedTimezone: null }, 'Europe/Stockholm', now)).toBe(true);
    expect(needsFullSync({ expandedAt: new Date(now.getTime() - MIN), expandedTimezone: 'Europe/Oslo' }, 'Europe/Stockholm', now)).toBe(true);
    expect(needsFullSync({ expandedAt: new Date(now.getTime() - HORIZON_REFRESH_MS), expandedTimezone: 'Europe/Stockholm' }, 'Europe/Stockholm', now)).toBe(
      true,
    );
  });
  it('is not needed for a recent expansion in the same zone', () => {
    expect(needsFullSync({ expandedAt: new Date(now.getTime() - 60 * MIN), expandedTimezone: 'Europe/Stockholm' }, 'Europe/Stockholm', now)).toBe(false);
  });
});

describe('leases', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('claims only due sources whose lease is free or lapsed', () => {
    expect(claimable(now)).toEqual({ nextSyncAt: { $lte: now }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] });
    expect(leaseFree(now)).toEqual({ $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] });
  });
  it('takes the lease for a bounded time', () => {
    expect(takeLease('replica-a', now, 120_000)).toEqual({ $set: { leaseOwner: 'replica-a', leaseUntil: new Date('2026-11-22T10:02:00Z') } });
  });
  it('tells a running sync from a lapsed one', () => {
    expect(isLeased({ leaseUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isLeased({ leaseUntil: now }, now)).toBe(false);
    expect(isLeased({ leaseUntil: null }, now)).toBe(false);
  });
});
