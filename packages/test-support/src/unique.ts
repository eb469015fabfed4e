import { randomBytes } from 'node:crypto';

/** Fresh identities per test so tests never depend on each other or on run order. */
export const uniqueEmail = (tag = 'student') => `${tag}.${randomBytes(5).toString('hex')}@uni.test`;

/**
 * A made-up client address from the IPv6 documentation prefix, only ever sent as
 * X-Forwarded-For (no traffic goes to it), so the gateway's rate limits are per test client.
 */
export const uniqueIp = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
