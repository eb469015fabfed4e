import { CALENDAR_MESSAGES } from './calendar-parse.errors';
import { checkIcsText, decodeIcsBody } from './ics-text';

describe('checkIcsText', () => {
  const ok = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

  it('accepts a well-formed calendar, also an empty one', () => {
    expect(() => checkIcsText(ok)).not.toThrow();
    expect(() => checkIcsText('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).not.toThrow();
  });

  it.each([
    ['an empty body', '', CALENDAR_MESSAGES.empty],
    ['only blanks', ' \r\n\t', CALENDAR_MESSAGES.empty],
    ['a web page', '<!doctype html><html><body>Sign in</body></html>', CALENDAR_MESSAGES.notCalendar],
    ['JSON', '{"events":[]}', CALENDAR_MESSAGES.notCalendar],
    ['a truncated download', ok.slice(0, ok.indexOf('END:VEVENT')), CALENDAR_MESSAGES.malformed('the file ends inside VEVENT (it looks cut off)')],
    [
      'crossed components',
      'BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR\nEND:VEVENT\n',
      CALENDAR_MESSAGES.malformed('END:VCALENDAR does not close the component that is open'),
    ],
  ])('refuses %s with a clear message', (_name, text, message) => {
    expect(() => checkIcsText(text)).toThrow(message);
  });
});

describe('decodeIcsBody', () => {
  it('drops a UTF-8 BOM and keeps non-ASCII text', () => {
    expect(decodeIcsBody(Buffer.from('\uFEFFBEGIN:VCALENDAR Ångström', 'utf8'))).toBe('BEGIN:VCALENDAR Ångström');
  });
  it('honours a declared Latin-1 charset', () => {
    expect(decodeIcsBody(Buffer.from([0x46, 0xf6, 0x72, 0x65, 0x6c, 0xe4, 0x73, 0x6e, 0x69, 0x6e, 0x67]), 'text/calendar; charset=ISO-8859-1')).toBe(
      'Föreläsning',
    );
  });
});
