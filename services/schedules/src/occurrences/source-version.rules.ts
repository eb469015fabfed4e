/**
 * Replace-style events carry a version per source (uint64). A stored version of null means the
 * source row exists but no event was applied yet. Only a strictly newer version is applied, so a
 * re-delivered event (same version) and a late older one change nothing; a removal keeps its
 * version, so a replace older than the removal cannot bring the source back.
 */
export type VersionDecision = 'apply' | 'stale';

export function decideVersion(incoming: bigint, stored: bigint | null): VersionDecision {
  return stored === null || incoming > stored ? 'apply' : 'stale';
}

/** numeric(20,0) columns come back from pg as strings. */
export const parseVersion = (value: string | null | undefined): bigint | null => (value === null || value === undefined ? null : BigInt(value));
