import { addressSubject } from './client-address.rules';

describe('addressSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['not an address', 'unknown'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (ip, subject) => {
    expect(addressSubject(ip)).toBe(subject);
  });
});
