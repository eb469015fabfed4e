import { createHash } from 'node:crypto';

/**
 * What a service remembers of a deleted account: the SHA-256 of its id (lower-case, hex), never
 * the id. A late event or a still valid access token carries the id, so the service can tell that
 * it belongs to a deleted account, while no store names the account any more (ADR 047). PostgreSQL
 * computes the same value as encode(sha256(convert_to(lower(id::text), 'UTF8')), 'hex') (the migrations use it).
 */
export function deletedUserDigest(userId: string): string {
  return createHash('sha256').update(userId.toLowerCase(), 'utf8').digest('hex');
}
