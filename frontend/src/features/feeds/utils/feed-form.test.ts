import { feedUrlProblem, validateFeedForm } from './feed-form';

describe('feed links as the ingestion service takes them', () => {
  it.each([
    ['https://cloud.timeedit.net/uu/web/schema/ri.ics', undefined],
    ['http://calendar.uni.edu/feed.ics', undefined],
    ['webcal://p01-calendars.icloud.com/published/2/abc', undefined],
    ['webcals://calendar.uni.edu/x.ics', undefined],
    ['http://127.0.0.1:18097/feed.ics', undefined],
    ['', 'required'],
    ['   ', 'required'],
    ['my timetable', 'invalid'],
    ['calendar', 'invalid'],
    ['https://calendar/feed.ics', 'invalid'],
    ['ftp://cal.uni.edu/feed.ics', 'scheme'],
    ['javascript:alert(1)', 'invalid'],
    [`https://cal.uni.edu/${'a'.repeat(2048)}`, 'invalid'],
  ])('%s → %s', (url, problem) => {
    expect(feedUrlProblem(url)).toBe(problem);
  });

  it('checks the sync interval against the choices 15, 30, 60 and 240 minutes', () => {
    expect(validateFeedForm({ name: 'A', url: 'https://a.b/c.ics', syncInterval: 45 })).toEqual({ syncInterval: 'feeds:validation.interval' });
    for (const minutes of [15, 30, 60, 240]) expect(validateFeedForm({ name: 'A', url: 'https://a.b/c.ics', syncInterval: minutes })).toEqual({});
  });

  it('limits the name to 100 characters', () => {
    expect(validateFeedForm({ name: 'x'.repeat(101), url: 'https://a.b/c.ics', syncInterval: 30 }).name).toBe('feeds:validation.nameTooLong');
  });
});
