import {
  failureDelayMs,
  HORIZON_REFRESH_MS,
  MAX_BACKOFF_MS,
  MAX_RETRY_AFTER_MS,
  needsFullSync,
  nextSyncAfterFailure,
  nextSyncAfterSuccess,
} from './sync-timing.rules';

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
  const current = { timezone: 'Europe/Stockholm', name: 'Uni', fingerprint: 'fp1' };
  const expanded = (ago: number, changes = {}) => ({
    expandedAt: new Date(now.getTime() - ago),
    expandedTimezone: 'Europe/Stockholm',
    expandedName: 'Uni',
    expandedFingerprint: 'fp1',
    ...changes,
  });

  it('is not needed for a recent expansion of the same feed, name and zone', () => {
    expect(needsFullSync(expanded(60 * MIN), current, now)).toBe(false);
  });
  it.each([
    ['before the first expansion', { expandedAt: null }, 0],
    ['after the user changed time zone', { expandedTimezone: 'Europe/Oslo' }, MIN],
    ['after a rename', { expandedName: 'Old name' }, MIN],
    ['after a new link', { expandedFingerprint: 'fp0' }, MIN],
    ['once a day, for the rolling horizon', {}, HORIZON_REFRESH_MS],
  ])('is needed %s', (_name, changes, ago) => {
    expect(needsFullSync(expanded(ago, changes), current, now)).toBe(true);
  });
});

describe('feed etiquette', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const later = (d: Date) => d.getTime() - now.getTime();

  it("takes the publisher's REFRESH-INTERVAL / X-PUBLISHED-TTL as the least time between fetches", () => {
    expect(later(nextSyncAfterSuccess({ kind: 'ics', syncInterval: 15 }, now, 20 * MIN))).toBe(20 * MIN);
    // A shorter published interval does not make us fetch more often than the student chose.
    expect(later(nextSyncAfterSuccess({ kind: 'ics', syncInterval: 60 }, now, 20 * MIN))).toBe(60 * MIN);
    // Up to the daily re-expansion the rolling horizon needs.
    expect(later(nextSyncAfterSuccess({ kind: 'ics', syncInterval: 15 }, now, 7 * HORIZON_REFRESH_MS))).toBe(HORIZON_REFRESH_MS);
  });

  it('waits as long as Retry-After asks when that is longer than the backoff, at most a day', () => {
    const middle = () => 0.5;
    expect(later(nextSyncAfterFailure(1, now, 30 * MIN, middle))).toBe(30 * MIN);
    expect(later(nextSyncAfterFailure(1, now, undefined, middle))).toBe(MIN);
    expect(later(nextSyncAfterFailure(10, now, 10_000, middle))).toBe(MAX_BACKOFF_MS);
    expect(later(nextSyncAfterFailure(1, now, 3 * HORIZON_REFRESH_MS, middle))).toBe(MAX_RETRY_AFTER_MS);
  });
});
