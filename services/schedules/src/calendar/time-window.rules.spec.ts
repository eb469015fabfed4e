import { DomainError } from '@overlap/platform';
import { isIsoDateTime, parseWindow } from './time-window.rules';

const messageOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).status).toBe(400);
    return (e as DomainError).message;
  }
};

describe('range query windows', () => {
  it('reads offsets as given and plain dates in the user’s zone', () => {
    const { from, to } = parseWindow('2026-03-02', '2026-03-09T00:00:00Z', 'Europe/Stockholm');
    expect(from.toUTC().toISO()).toBe('2026-03-01T23:00:00.000Z');
    expect(to.toUTC().toISO()).toBe('2026-03-09T00:00:00.000Z');
  });

  it.each([
    ['2026-03-09', '2026-03-02', 'start must be before end'],
    ['2026-03-02T10:00:00Z', '2026-03-02T10:00:00Z', 'start must be before end'],
    ['yesterday', '2026-03-02', 'start must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z'],
    ['2026-03-02', '2026-13-01', 'end must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z'],
    ['2026-01-01', '2027-01-03', 'The time window from start to end must be at most 366 days'],
  ])('%s .. %s → %s', (start, end, message) => {
    expect(messageOf(() => parseWindow(start, end, 'UTC'))).toBe(message);
  });

  it('allows a full leap year', () => {
    expect(messageOf(() => parseWindow('2028-01-01', '2029-01-01', 'UTC'))).toBeUndefined();
  });

  it.each([
    ['2026-03-02', true],
    ['2026-03-02T08:00:00+01:00', true],
    ['2026-03-02T08:00:00.000Z', true],
    ['03/02/2026', false],
    ['', false],
    [42, false],
  ])('isIsoDateTime(%j) = %s', (value, ok) => expect(isIsoDateTime(value)).toBe(ok));
});
