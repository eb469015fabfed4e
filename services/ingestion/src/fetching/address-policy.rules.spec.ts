import { isPublicAddress, literalAddress } from './address-policy.rules';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', 'public IPv4'],
    ['130.238.7.10', 'a university'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['2a00:1450:4010:c0e::64', 'public IPv6 (Google)'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback range'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local fd'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::a00:1', 'NAT64 embedding 10.0.0.1'],
    ['2002:a00:1::1', '6to4 embedding 10.0.0.1'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['not-an-ip', 'a name'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('IPv4 host forms in URLs', () => {
  // What the fetcher sees: the hostname after the WHATWG URL parser.
  const hostOf = (url: string) => literalAddress(new URL(url).hostname);

  it.each([
    ['http://2130706433/feed.ics', '127.0.0.1', 'decimal'],
    ['http://0177.0.0.1/feed.ics', '127.0.0.1', 'octal'],
    ['http://0x7f.0.0.1/feed.ics', '127.0.0.1', 'hex'],
    ['http://0x7f000001/feed.ics', '127.0.0.1', 'single hex number'],
    ['http://127.1/feed.ics', '127.0.0.1', 'shortened'],
    ['http://017700000001/feed.ics', '127.0.0.1', 'single octal number'],
    ['http://0xa9.0xfe.0xa9.0xfe/latest', '169.254.169.254', 'hex metadata'],
    ['http://[::ffff:127.0.0.1]/feed.ics', '::ffff:7f00:1', 'bracketed mapped IPv6'],
  ])('reads %s as %s (%s) and refuses it', (url, address) => {
    expect(hostOf(url)).toBe(address);
    expect(isPublicAddress(hostOf(url)!)).toBe(false);
  });

  it('leaves names to DNS', () => {
    expect(hostOf('https://cloud.timeedit.net/x.ics')).toBeUndefined();
  });
});
