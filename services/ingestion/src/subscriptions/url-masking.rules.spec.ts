import { looksSecret, maskFeedUrl } from './url-masking.rules';

describe('maskFeedUrl', () => {
  it.each([
    [
      'Moodle authtoken in the query',
      'https://moodle.uni.edu/calendar/export_execute.php?userid=1234&authtoken=9f8e7d6c5b4a39281706&preset_what=all',
      'https://moodle.uni.edu/calendar/export_execute.php?userid=1234&authtoken=9f****&preset_what=all',
    ],
    [
      'Canvas user feed in the path',
      'https://canvas.instructure.com/feeds/calendars/user_aB3dE5fG7hI9jK1lM2nO4pQ6rS8tU0vW.ics',
      'https://canvas.instructure.com/feeds/calendars/user_aB****.ics',
    ],
    [
      'Google private address',
      'https://calendar.google.com/calendar/ical/student%40gmail.com/private-0123456789abcdef0123456789abcdef/basic.ics',
      'https://calendar.google.com/calendar/ical/student%40gmail.com/private-01****/basic.ics',
    ],
    [
      'Outlook published calendar',
      'https://outlook.office365.com/owa/calendar/4f1c2b3a9d8e7f60a1b2c3d4e5f60718@uni.dk/8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d/calendar.ics',
      'https://outlook.office365.com/owa/calendar/4f1c2b3a9d8e7f60a1b2c3d4e5f60718@uni.dk/8a****/calendar.ics',
    ],
    ['TimeEdit object hash', 'https://cloud.timeedit.net/uu/web/schema/ri6Q7Z6QQ6Z5Y5Q0.ics', 'https://cloud.timeedit.net/uu/web/schema/ri****.ics'],
    ['a generic token parameter', 'https://cal.example.edu/ics?token=abc', 'https://cal.example.edu/ics?token=****'],
    ['user info', 'https://alice:hunter2@cal.example.edu/feed.ics', 'https://****@cal.example.edu/feed.ics'],
  ])('masks %s', (_name, raw, masked) => {
    expect(maskFeedUrl(raw)).toEqual({ masked, isPrivate: true });
  });

  it.each([
    ['a plain public feed', 'https://www.uni.edu/calendars/spring-semester-2026/public.ics'],
    ['a Syllabus Plus style query without secrets', 'https://timetable.uni.ac.uk/ical?objectclass=module&identifier=CS101'],
  ])('leaves %s readable and not private', (_name, raw) => {
    expect(maskFeedUrl(raw)).toEqual({ masked: raw, isPrivate: false });
  });

  it('never lets the secret through', () => {
    const secret = 'Zq8Xw2Vb6Nm4Lk0Jh7Gf';
    const { masked } = maskFeedUrl(`https://x.edu/a/${secret}/b.ics?sig=${secret}&other=${secret}`);
    expect(masked).not.toContain(secret.slice(2));
  });
});

describe('looksSecret', () => {
  it.each(['0123456789abcdef', '123e4567-e89b-12d3-a456-426614174000', 'x7Kp2Qm9Lr4Tz8Wv'])('treats %s as a secret', (v) => expect(looksSecret(v)).toBe(true));
  it.each(['calendar', 'spring-semester-2026', 'export_execute.php', 'CS101'])('treats %s as ordinary text', (v) => expect(looksSecret(v)).toBe(false));
});
