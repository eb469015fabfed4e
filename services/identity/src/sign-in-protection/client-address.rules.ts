import ipaddr from 'ipaddr.js';

/**
 * The subject a client address is counted under. `req.ip` is already the address Express took
 * from the hops TRUST_PROXY names (the chart's trustedProxies), never a client-supplied header
 * alone. IPv4-mapped addresses count as IPv4; IPv6 addresses by their /64, which one subscriber
 * usually holds whole.
 */
export function addressSubject(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
