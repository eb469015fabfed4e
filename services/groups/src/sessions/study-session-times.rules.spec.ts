import { DomainError } from '@overlap/platform';
import { sessionTimes } from './study-session-times.rules';

const NOW = new Date('2026-03-02T12:00:00Z');
const refusal = (input: { start: string; end: string; day: string }) => {
  try {
    sessionTimes(input, NOW);
  } catch (e) {
    return (e as DomainError).message;
  }
  return 'accepted';
};

describe('sessionTimes', () => {
  it('reads the instants and keeps the offset the day was read at', () => {
    expect(sessionTimes({ day: '2026-03-03', start: '2026-03-03T14:00:00+01:00', end: '2026-03-03T16:00:00+01:00' }, NOW)).toEqual({
      start: new Date('2026-03-03T13:00:00Z'),
      end: new Date('2026-03-03T15:00:00Z'),
      utcOffset: 60,
    });
    expect(sessionTimes({ day: '2026-03-03', start: '2026-03-03T22:00:00-05:00', end: '2026-03-04T00:00:00-05:00' }, NOW).utcOffset).toBe(-300);
  });

  it('keeps a session within the free time’s day at the start’s offset (up to its next midnight)', () => {
    expect(refusal({ day: '2026-03-03', start: '2026-03-03T22:00:00+01:00', end: '2026-03-04T00:00:00+01:00' })).toBe('accepted');
    expect(refusal({ day: '2026-03-03', start: '2026-03-03T22:00:00+01:00', end: '2026-03-04T00:01:00+01:00' })).toBe(
      'The session must lie within the day of the free time it is booked from.',
    );
    // 00:30 at +01:00 is still 2 March in UTC: the offset given decides the day.
    expect(refusal({ day: '2026-03-03', start: '2026-03-03T00:30:00+01:00', end: '2026-03-03T01:30:00+01:00' })).toBe('accepted');
    expect(refusal({ day: '2026-03-04', start: '2026-03-03T14:00:00+01:00', end: '2026-03-03T15:00:00+01:00' })).toBe(
      'The session must lie within the day of the free time it is booked from.',
    );
  });

  it('refuses reversed, over-long, past and offset-less sessions with the exact words', () => {
    const day = '2026-03-03';
    expect(refusal({ day, start: `${day}T14:00:00+01:00`, end: `${day}T14:00:00+01:00` })).toBe('The session must end after it starts.');
    expect(refusal({ day, start: `${day}T08:00:00+01:00`, end: `${day}T20:00:00+01:00` })).toBe('accepted');
    expect(refusal({ day, start: `${day}T08:00:00+01:00`, end: `${day}T20:01:00+01:00` })).toBe('A study session can last at most 12 hours.');
    expect(refusal({ day: '2026-03-02', start: '2026-03-02T12:58:00+01:00', end: '2026-03-02T14:00:00+01:00' })).toBe(
      'A study session cannot start in the past.',
    );
    // A minute's grace for a clock a little behind.
    expect(refusal({ day: '2026-03-02', start: '2026-03-02T12:59:30+01:00', end: '2026-03-02T14:00:00+01:00' })).toBe('accepted');
    expect(refusal({ day, start: `${day}T14:00:00`, end: `${day}T15:00:00+01:00` })).toBe(
      'start must be an ISO 8601 date-time with an offset, e.g. 2026-03-03T14:00:00+01:00',
    );
    expect(refusal({ day: '1999-03-03', start: '1999-03-03T14:00:00+01:00', end: '1999-03-03T15:00:00+01:00' })).toBe(
      'The session must lie in the years 2000 to 2100.',
    );
  });
});
