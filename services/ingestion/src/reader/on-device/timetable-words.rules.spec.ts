import { classTypeOf, clockMinutes, editDistance, timeRangeIn, withoutTimeRanges } from './timetable-words.rules';

describe('clocks as timetables print them', () => {
  it.each([
    ['08:15', 495],
    ['8.15', 495],
    ['08h15', 495],
    ['8:15 AM', 495],
    ['8:15 pm', 1215],
    ['8:15 p.m.', 1215],
    ['8 AM', 480],
    ['12 PM', 720],
    ['12:30 AM', 30],
  ])('reads %s', (text, minutes) => expect(clockMinutes(text)).toBe(minutes));

  it.each(['8', '41', '13 PM', '0 AM', '8:75', '25:00'])('takes %s for no clock', (text) => expect(clockMinutes(text)).toBeUndefined());
});

describe('time ranges with any dash', () => {
  it.each([
    ['8:15 AM – 10:00 AM', 495, 600],
    ['8:15 - 10:00 AM', 495, 600],
    ['11:00 – 1:00 PM', 660, 780],
    ['12:30 PM - 2 PM', 750, 840],
    ['9:00 AM to 11:00 AM', 540, 660],
    ['8.15-10.00', 495, 600],
    ['08h15 — 10h00', 495, 600],
    ['8:15–10', 495, 600],
    ['08:00~09:40', 480, 580],
    ['08:00至09:40', 480, 580],
    ['13:15-15:00', 795, 900],
    ['9:00 → 10:30', 540, 630],
  ])('reads %s', (text, start, end) => expect(timeRangeIn(text)).toEqual({ start, end, rest: '' }));

  it('keeps the text around the range', () => {
    expect(timeRangeIn('Linear Algebra 10:15 - 12:00 A-101')).toEqual({ start: 615, end: 720, rest: 'Linear Algebra A-101' });
  });

  it('finds no range ending before it starts', () => expect(timeRangeIn('12:00 - 11:00')).toBeUndefined());

  it.each(['第1-2节', '1-2', 'Mo 05.10.-09.10.', '10/5 - 10/9'])('finds no range in %s', (text) => {
    expect(timeRangeIn(text)).toBeUndefined();
    expect(withoutTimeRanges(text)).toBe(text);
  });

  it('takes no hour alone for an end whose minutes were read apart (12:15 read as 12 15)', () => {
    expect(timeRangeIn('10:30 - 12 15')).toBeUndefined();
  });

  it('removes ranges, even a misread one, from a title line', () => {
    expect(withoutTimeRanges('8:15 AM – 10:00 AM Statistics')).toBe('Statistics');
    expect(withoutTimeRanges('13:60 - 14:45 Statistik')).toBe('Statistik');
    expect(withoutTimeRanges('14 45-1615')).toBe('');
    expect(withoutTimeRanges('Microeconomics 09°85 - 32°15')).toBe('Microeconomics');
    expect(withoutTimeRanges('Room 2.01')).toBe('Room 2.01');
  });
});

describe('class types read from a small page', () => {
  it('takes a long type word with a letter in four misread for that type, and no title or room for one', () => {
    expect(editDistance('seminario', 'semmario')).toBe(2);
    expect(classTypeOf('Semmario')).toBe('Seminar');
    expect(classTypeOf('Ciase magistraI')).toBe('Lecture');
    expect(classTypeOf('Sundhedsfag')).toBeUndefined();
    expect(classTypeOf('Laboratorio 3')).toBeUndefined();
    expect(classTypeOf('Contract Law')).toBeUndefined();
  });
});
