import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: as hard to guess as a session secret, 43 characters in a URL. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newJoinToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** What the database keeps: a leaked table cannot be turned back into working links. */
export const hashJoinToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Anything that cannot be a token is simply not found, without a lookup. */
export const isJoinTokenShape = (raw: unknown): raw is string => typeof raw === 'string' && TOKEN_SHAPE.test(raw);
