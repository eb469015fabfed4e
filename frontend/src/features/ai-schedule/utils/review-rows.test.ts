import { blankRow, rangeError, reviewErrors, rowErrors, type ReviewRow } from './review-rows';
import { screenshotError } from './screenshot-file';

const row = (over: Partial<ReviewRow> = {}): ReviewRow => ({ ...blankRow(), title: 'Linear Algebra', ...over });

describe('review rows of a screenshot import', () => {
  it('accepts a complete class', () => {
    expect(rowErrors(row({ weekday: 'Wed', start: '13:15', end: '15:00', location: 'Ångström 2001', type: 'Tutorial' }))).toEqual({});
  });

  it('names each field that needs a fix', () => {
    expect(rowErrors(row({ title: '  ' }))).toEqual({ title: 'aiSchedule:errors.titleRequired' });
    expect(rowErrors(row({ start: '9:15' }))).toEqual({ start: 'aiSchedule:errors.time' });
    expect(rowErrors(row({ end: '24:00' }))).toEqual({ end: 'aiSchedule:errors.time' });
    expect(rowErrors(row({ start: '10:00', end: '10:00' }))).toEqual({ end: 'aiSchedule:errors.endAfterStart' });
    expect(rowErrors(row({ start: '10:00', end: '09:00' }))).toEqual({ end: 'aiSchedule:errors.endAfterStart' });
    expect(rowErrors(row({ location: 'x'.repeat(301) }))).toEqual({ location: 'aiSchedule:errors.tooLong' });
    expect(rowErrors(row({ weekday: 'Monday' as never, type: 'Party' as never }))).toEqual({
      weekday: 'aiSchedule:errors.weekday',
      type: 'aiSchedule:errors.type',
    });
  });

  it('collects errors per row', () => {
    const good = row();
    const bad = row({ title: '' });
    expect([...reviewErrors([good, bad]).keys()]).toEqual([bad.key]);
  });

  it('checks the repeat range like the server', () => {
    expect(rangeError('', '')).toBeUndefined();
    expect(rangeError('2026-09-01', '')).toBeUndefined();
    expect(rangeError('2026-09-01', '2027-01-15')).toBeUndefined();
    expect(rangeError('2026-09-01', '2026-08-31')).toBe('aiSchedule:errors.untilBeforeFrom');
    expect(rangeError('2026-01-01', '2027-01-03')).toBe('aiSchedule:errors.rangeTooLong');
  });
});

describe('screenshot files (JPG, PNG or GIF, 5,242,880 bytes)', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, undefined],
    [{ type: 'image/jpeg', size: 5_242_880 }, undefined],
    [{ type: 'image/gif', size: 10 }, undefined],
    [{ type: 'image/png', size: 5_242_881 }, 'aiSchedule:errors.fileSize'],
    [{ type: 'application/pdf', size: 1000 }, 'aiSchedule:errors.fileType'],
    [{ type: 'image/svg+xml', size: 1000 }, 'aiSchedule:errors.fileType'],
    [{ type: 'image/png', size: 0 }, 'aiSchedule:errors.fileEmpty'],
  ])('%p → %s', (file, error) => {
    expect(screenshotError(file)).toBe(error);
  });
});
