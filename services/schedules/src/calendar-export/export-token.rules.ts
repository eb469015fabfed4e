import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: 43 characters that are safe in a path and cannot be guessed. */
export const newExportToken = (): string => randomBytes(32).toString('base64url');

/** What is stored: a token this long needs no slow hash, and a stolen table yields no working link. */
export const hashExportToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

const FILE_NAME = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The token of a `<token>.ics` path segment, or undefined for anything else. */
export const tokenOfFileName = (fileName: string): string | undefined => FILE_NAME.exec(fileName)?.[1];
