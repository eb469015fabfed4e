import { randomBytes } from 'node:crypto';

/** Fresh identities per test so tests never depend on each other or on run order. */
export const uniqueEmail = (tag = 'student') => `${tag}.${randomBytes(5).toString('hex')}@uni.test`;

/**
 * A made-up client address from the IPv6 documentation prefix, only ever sent as
 * X-Forwarded-For (no traffic goes to it), so identity's per-address counters are per test
 * client. Each gets its own /64, the unit an IPv6 address is counted by.
 */
export const uniqueIp = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
