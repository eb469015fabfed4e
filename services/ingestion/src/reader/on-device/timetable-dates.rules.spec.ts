import { dateIn, mondayOf } from './timetable-dates.rules';

describe('dates in day headings', () => {
  it.each([
    ['MONDAY 5 OCT', 'en', 10, 5],
    ['Mon, Oct 5', 'en', 10, 5],
    ['Mon 10/5', 'en', 10, 5],
    ['MANDAG 5. OKTOBER', 'da', 10, 5],
    ['man. 5/10', 'da', 10, 5],
    ['MONTAG, 5. OKTOBER', 'de', 10, 5],
    ['Mo 05.10.', 'de', 10, 5],
    ['Mo., 5. Okt.', 'de', 10, 5],
    ['LUNES, 5 DE OCTUBRE', 'es', 10, 5],
    ['lun 5/10', 'es', 10, 5],
    ['LUNDI 5 OCTOBRE', 'fr', 10, 5],
    ['lun. 05/10', 'fr', 10, 5],
    ['Mercredi 7 déc.', 'fr', 12, 7],
    ['10月5日 星期一', 'zh', 10, 5],
    ['10/5 周一', 'zh', 10, 5],
  ])('reads %s (%s)', (text, language, month, day) => expect(dateIn(text, language)).toEqual({ month, day }));

  it.each(['Monday', 'Week 41', '星期一', 'Mo 45.13.'])('finds no date in %s', (text) => expect(dateIn(text, 'de')).toBeUndefined());
});

describe('the week a heading shows', () => {
  const today = new Date('2026-11-28T12:00:00Z');

  it('is the week of the date in the year nearest today where it falls on the day named', () => {
    expect(mondayOf({ month: 10, day: 5 }, 'Mon', today)).toBe('2026-10-05');
    // Friday 8 January is in 2027 (in 2026 it was a Thursday).
    expect(mondayOf({ month: 1, day: 8 }, 'Fri', today)).toBe('2027-01-04');
  });

  it('is none when no nearby year puts the date on that day (a misread date)', () => {
    // 7 October is a Tuesday, Wednesday and Thursday in 2025, 2026 and 2027.
    expect(mondayOf({ month: 10, day: 7 }, 'Mon', today)).toBeUndefined();
    expect(mondayOf({ month: 2, day: 30 }, 'Mon', today)).toBeUndefined();
  });
});
