import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * True only for globally routable unicast addresses. Everything else — private (RFC 1918),
 * loopback, link-local, unique-local, carrier-grade NAT, multicast, broadcast, unspecified,
 * documentation/benchmark/reserved ranges, and IPv6 forms that embed an IPv4 address (mapped,
 * NAT64, 6to4, Teredo, IPv4-compatible) — is refused, so a feed URL cannot reach the cluster's
 * own network or cloud metadata endpoints.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIP(text)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns ::ffff:a.b.c.d into a.b.c.d, so mapped forms get the IPv4 verdict.
    parsed = ipaddr.process(text);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts;
    // ::/96 (IPv4-compatible, deprecated) is not named by ipaddr.js; never public.
    if (parts.slice(0, 6).every((p) => p === 0)) return false;
  }
  return parsed.range() === 'unicast';
}

/**
 * The address a URL host names literally, if it is an IP literal. The WHATWG URL parser
 * already rewrote decimal (2130706433), octal (0177.0.0.1), hex (0x7f.1) and shortened forms to
 * dotted IPv4 for http(s) URLs; IPv6 literals come bracketed.
 */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : undefined;
}
