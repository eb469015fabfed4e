import { createHash, randomBytes } from 'node:crypto';

/** Opaque tokens (refresh, reset): 256 random bits; only the SHA-256 is stored. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');
