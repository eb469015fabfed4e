import { DomainError } from '@overlap/platform';
import { ownEventTimes } from './own-event-times.rules';
import { OwnEventMessages } from './own-events.errors';

const ZONE = 'Europe/Copenhagen';
const refusal = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (err) {
    return err instanceof DomainError ? `${err.status} ${err.message}` : String(err);
  }
  return undefined;
};

describe('own event times', () => {
  it('reads a time without an offset in the student’s zone', () => {
    expect(ownEventTimes({ start: '2026-03-02T17:00', end: '2026-03-02T21:00' }, ZONE)).toEqual({
      start: new Date('2026-03-02T16:00:00Z'),
      end: new Date('2026-03-02T20:00:00Z'),
      weekly: false,
      repeatUntil: null,
      timeZone: ZONE,
    });
  });

  it('refuses an event ending before (or as) it starts, longer than 12 hours, or outside 2000–2100', () => {
    expect(refusal(() => ownEventTimes({ start: '2026-03-02T17:00', end: '2026-03-02T16:00' }, ZONE))).toBe(`400 ${OwnEventMessages.endBeforeStart}`);
    expect(refusal(() => ownEventTimes({ start: '2026-03-02T17:00', end: '2026-03-02T17:00' }, ZONE))).toBe(`400 ${OwnEventMessages.endBeforeStart}`);
    expect(refusal(() => ownEventTimes({ start: '2026-03-02T08:00', end: '2026-03-02T20:01' }, ZONE))).toBe(`400 ${OwnEventMessages.tooLong}`);
    expect(ownEventTimes({ start: '2026-03-02T22:00', end: '2026-03-03T10:00' }, ZONE).end).toEqual(new Date('2026-03-03T09:00:00Z'));
    expect(refusal(() => ownEventTimes({ start: '1999-12-31T10:00', end: '1999-12-31T11:00' }, ZONE))).toBe(`400 ${OwnEventMessages.years}`);
  });

  it('takes a last day only for a weekly event, and not before its first day', () => {
    expect(refusal(() => ownEventTimes({ start: '2026-03-02T17:00', end: '2026-03-02T18:00', repeatUntil: '2026-06-01' }, ZONE))).toBe(
      `400 ${OwnEventMessages.untilWithoutRepeat}`,
    );
    expect(refusal(() => ownEventTimes({ start: '2026-03-02T17:00', end: '2026-03-02T18:00', repeat: 'weekly', repeatUntil: '2026-03-01' }, ZONE))).toBe(
      `400 ${OwnEventMessages.untilBeforeStart}`,
    );
    expect(ownEventTimes({ start: '2026-03-02T17:00', end: '2026-03-02T18:00', repeat: 'weekly', repeatUntil: '2026-03-02' }, ZONE).repeatUntil).toBe(
      '2026-03-02',
    );
  });
});
