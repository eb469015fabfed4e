import { IsString } from 'class-validator';
import { IsAfter, IsCalendarDate, minutesOf } from './dto-rules';
import { validationMessage } from './validation';

class Slot {
  @IsCalendarDate('start must be a day from 2000 to 2100') readonly start!: string;
  @IsCalendarDate('end must be a day from 2000 to 2100') @IsAfter('start', 'end must be after start') readonly end!: string;
}

class Term {
  @IsString() readonly first!: string;
  @IsAfter('first', 'last must not be before first', { orSame: true }) readonly last!: string;
}

class Lesson {
  @IsString() readonly from!: string;
  @IsAfter('from', 'Classes must end after they start', { position: minutesOf }) readonly to!: string;
}

describe('cross-field DTO rules', () => {
  it.each([
    [{ start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z' }, undefined],
    [{ start: '2026-03-02', end: '2026-06-26' }, undefined],
    [{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T09:00:00Z' }, 'end must be after start'],
    [{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T10:00:00Z' }, 'end must be after start'],
    [{ start: '0001-01-01T09:00:00Z', end: '2026-03-02T10:00:00Z' }, 'start must be a day from 2000 to 2100'],
    [{ start: '2026-03-02', end: '9999-12-31' }, 'end must be a day from 2000 to 2100'],
    [{ start: '2026-03-02', end: '2026-02-31' }, 'end must be a day from 2000 to 2100'],
  ])('%j → %s', async (value, message) => {
    expect(await validationMessage(Slot, value)).toBe(message);
  });

  it('lets a range end where it starts when told', async () => {
    expect(await validationMessage(Term, { first: '2026-03-02', last: '2026-03-02' })).toBeUndefined();
    expect(await validationMessage(Term, { first: '2026-03-02', last: '2026-03-01' })).toBe('last must not be before first');
  });

  it('compares HH:MM times as times of day', async () => {
    expect(await validationMessage(Lesson, { from: '09:00', to: '10:00' })).toBeUndefined();
    expect(await validationMessage(Lesson, { from: '10:00', to: '09:00' })).toBe('Classes must end after they start');
    expect(await validationMessage(Lesson, { from: '10:00', to: '10:00' })).toBe('Classes must end after they start');
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('24:00')).toBeNaN();
  });
});
