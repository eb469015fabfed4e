import { publishedRefreshMs } from './published-refresh';

const MIN = 60_000;
const feed = (...head: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...head, 'BEGIN:VEVENT', 'UID:a', 'DTSTART:20261020T080000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

describe('publishedRefreshMs', () => {
  it.each([
    [['X-PUBLISHED-TTL:PT20M'], 20 * MIN],
    [['REFRESH-INTERVAL;VALUE=DURATION:P1D'], 24 * 60 * MIN],
    [['REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT20M'], 60 * MIN],
  ])('reads %j', (head, ms) => expect(publishedRefreshMs(feed(...head))).toBe(ms));

  it.each([[[]], [['X-PUBLISHED-TTL:soon']], [['X-PUBLISHED-TTL:PT0S']]])('has none in %j', (head) =>
    expect(publishedRefreshMs(feed(...head))).toBeUndefined(),
  );

  it("ignores an event's own properties", () => {
    const text = feed().replace('UID:a', 'UID:a\r\nX-PUBLISHED-TTL:PT5M');
    expect(publishedRefreshMs(text)).toBeUndefined();
  });
});
