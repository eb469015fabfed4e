import { failingFeedCount, feedFixPath, feedHealth, feedsNeedingAttention } from './feed-health';

const at = '2026-03-02T10:00:00.000Z';

describe('feed health (ADR 030)', () => {
  it.each([
    ['active', at, 'healthy'],
    ['error', at, 'stale'],
    ['private', at, 'stale'],
    ['disconnected', at, 'stale'],
    ['error', null, 'failed'],
    ['private', null, 'failed'],
    ['disconnected', null, 'failed'],
    ['unknown', null, 'pending'],
  ] as const)('%s, last good sync %s → %s', (status, lastSync, health) => expect(feedHealth({ status, lastSync })).toBe(health));

  it('lists the feeds needing attention, the ones with nothing in the calendar first', () => {
    const feeds = [
      { id: 'ok', status: 'active', lastSync: at },
      { id: 'pending', status: 'unknown', lastSync: null },
      { id: 'stale', status: 'error', lastSync: at },
      { id: 'failed', status: 'private', lastSync: null },
    ] as const;
    expect(feedsNeedingAttention(feeds).map((f) => f.id)).toEqual(['failed', 'stale', 'pending']);
    expect(feedsNeedingAttention([feeds[0]])).toEqual([]);
  });

  it('counts failed and disconnected feeds as errors, and fixes a feed on /upload', () => {
    expect(failingFeedCount({ error: 2, disconnected: 1 })).toBe(3);
    expect(feedFixPath('a b')).toBe('/upload?feed=a%20b');
  });
});
