import { endOfLocalDay, isExpired, isStale, nextVersion, readStatus, sharingEndsAt, STALE_AFTER_MS } from './presence.rules';

describe('presence rules', () => {
  describe('end of the local day', () => {
    it('is the next midnight on the student’s clock', () => {
      // 14:30 in Copenhagen (UTC+1 in January) ends at 23:00 UTC.
      expect(endOfLocalDay(new Date('2027-01-20T13:30:00Z'), 'Europe/Copenhagen').toISOString()).toBe('2027-01-20T23:00:00.000Z');
    });

    it('follows the student’s zone, not the server’s', () => {
      expect(endOfLocalDay(new Date('2027-01-20T13:30:00Z'), 'America/New_York').toISOString()).toBe('2027-01-21T05:00:00.000Z');
      // 01:00 on the 21st in Tokyo ends at the following midnight.
      expect(endOfLocalDay(new Date('2027-01-20T16:00:00Z'), 'Asia/Tokyo').toISOString()).toBe('2027-01-21T15:00:00.000Z');
    });

    it('lasts 23 hours on the day clocks spring forward', () => {
      const now = new Date('2027-03-28T00:30:00Z'); // 01:30 CET, clocks go to 03:00 at 02:00
      expect(endOfLocalDay(now, 'Europe/Copenhagen').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    });

    it('is left out when the student keeps sharing', () => {
      expect(sharingEndsAt(new Date('2027-01-20T13:30:00Z'), 'Europe/Copenhagen', true)).toBeNull();
      expect(sharingEndsAt(new Date('2027-01-20T13:30:00Z'), 'Europe/Copenhagen', false)?.toISOString()).toBe('2027-01-20T23:00:00.000Z');
    });
  });

  describe('expiry', () => {
    const end = new Date('2027-01-20T23:00:00Z');
    it('ends sharing at the end of the day, not before', () => {
      expect(isExpired(end, new Date('2027-01-20T22:59:59.999Z'))).toBe(false);
      expect(isExpired(end, end)).toBe(true);
      expect(isExpired(end, new Date('2027-01-21T08:00:00Z'))).toBe(true);
    });

    it('never ends a state kept past the day', () => {
      expect(isExpired(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    });
  });

  describe('staleness', () => {
    const last = new Date('2027-01-20T09:00:00Z');
    it('reads the reported status for 3 hours, then unknown', () => {
      expect(readStatus('on_campus', last, new Date(last.getTime() + STALE_AFTER_MS - 1))).toBe('on_campus');
      expect(isStale(last, new Date(last.getTime() + STALE_AFTER_MS))).toBe(true);
      expect(readStatus('on_campus', last, new Date(last.getTime() + STALE_AFTER_MS))).toBe('unknown');
      expect(readStatus('off_campus', last, new Date('2027-01-20T15:00:00Z'))).toBe('unknown');
    });

    it('does not call a state without a report stale', () => {
      expect(isStale(null, new Date())).toBe(false);
      expect(readStatus('unknown', null, new Date())).toBe('unknown');
    });
  });

  describe('versions', () => {
    it('increase with every change, also within one millisecond and after the state was deleted', () => {
      const now = new Date('2027-01-20T09:00:00Z');
      expect(nextVersion(undefined, now)).toBe(now.getTime());
      expect(nextVersion(now.getTime(), now)).toBe(now.getTime() + 1);
      expect(nextVersion(now.getTime() + 5, now)).toBe(now.getTime() + 6);
      expect(nextVersion(5, now)).toBe(now.getTime());
    });
  });
});
