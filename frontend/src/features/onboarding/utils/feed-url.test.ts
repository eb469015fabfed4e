import { defaultFeedName, feedUrlError } from './feed-url';
import { eventsByDay } from './preview-days';
import { suggestedSystem } from './timetable-systems';

describe('feedUrlError', () => {
  it.each([
    ['', 'feeds:validation.urlRequired'],
    ['   ', 'feeds:validation.urlRequired'],
    ['my timetable', 'feeds:validation.urlInvalid'],
    ['ftp://cal.uni.edu/a.ics', 'feeds:validation.urlScheme'],
    [`https://cal.uni.edu/${'a'.repeat(3000)}.ics`, 'feeds:validation.urlInvalid'],
  ])('refuses %p with %s', (input, key) => expect(feedUrlError(input)).toBe(key));

  it.each(['https://cloud.timeedit.net/lu/web/s1/ri.ics', 'webcal://p01-calendars.icloud.com/published/2/abc', ' http://cal.uni.edu/a.ics '])(
    'accepts %p',
    (input) => expect(feedUrlError(input)).toBeUndefined(),
  );
});

describe('defaultFeedName', () => {
  it('names the university and its system as far as known', () => {
    expect(defaultFeedName('Lund University', 'TimeEdit', 'My timetable')).toBe('Lund University – TimeEdit');
    expect(defaultFeedName(null, 'Canvas', 'My timetable')).toBe('Canvas');
    expect(defaultFeedName(undefined, undefined, 'My timetable')).toBe('My timetable');
  });
});

describe('suggestedSystem', () => {
  it('knows the seeded universities whose system is known, and nothing else', () => {
    expect(suggestedSystem('Lund University')).toBe('timeedit');
    expect(suggestedSystem('University College London')).toBe('syllabus');
    expect(suggestedSystem('Copenhagen Business School')).toBeUndefined();
    expect(suggestedSystem(null)).toBeUndefined();
  });
});

describe('eventsByDay', () => {
  const event = (date: string, start: string, title: string, allDay = false) => ({
    title,
    location: '',
    type: 'Lecture',
    date,
    weekday: 1,
    start,
    end: start ? '23:00' : '',
    allDay,
  });
  it('groups by date in order, all-day first, then by start time', () => {
    const days = eventsByDay([
      event('2026-11-24', '13:00', 'B'),
      event('2026-11-23', '09:00', 'A'),
      event('2026-11-24', '08:00', 'C'),
      event('2026-11-24', '', 'Holiday', true),
    ]);
    expect(days.map(([date, list]) => [date, list.map((e) => e.title)])).toEqual([
      ['2026-11-23', ['A']],
      ['2026-11-24', ['Holiday', 'C', 'B']],
    ]);
  });
});
