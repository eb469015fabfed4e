import { parseFeedUrl } from './feed-url';

describe('parseFeedUrl', () => {
  it('fetches webcal links as https', () => {
    expect(parseFeedUrl(' webcal://cal.uni.edu/feed.ics ')).toEqual({ url: new URL('https://cal.uni.edu/feed.ics') });
  });
  it.each(['not a url', 'calendar', 'http://', 'https://exa mple.com/x'])('finds %p invalid', (v) => expect(parseFeedUrl(v)).toEqual({ problem: 'invalid' }));
  it.each(['ftp://cal.uni.edu/feed.ics', 'file:///etc/passwd', 'javascript://alert(1)'])('refuses the scheme of %p', (v) => {
    expect(parseFeedUrl(v)).toEqual({ problem: 'scheme' });
  });
});
