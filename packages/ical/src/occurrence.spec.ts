import { horizonAround } from './occurrence';

describe('the rolling horizon', () => {
  it('starts before the Monday of the week 8 weeks back, so that week is whole in every zone', () => {
    // Saturday 28 November 2026: 56 days back is Saturday 3 October; its week starts Monday 28 September.
    const { start, end } = horizonAround(new Date('2026-11-28T10:00:00Z'));
    expect(start.toISOString()).toBe('2026-09-27T00:00:00.000Z');
    // A Monday in Auckland (UTC+13) starts at 11:00 UTC on the Sunday before: still inside.
    expect(start.getTime()).toBeLessThanOrEqual(Date.parse('2026-09-27T11:00:00Z'));
    expect(end.toISOString()).toBe('2027-05-30T00:00:00.000Z');
  });

  it('on a Monday starts on the Sunday before the Monday 8 weeks back', () => {
    expect(horizonAround(new Date('2026-11-30T23:59:00Z')).start.toISOString()).toBe('2026-10-04T00:00:00.000Z');
  });
});
