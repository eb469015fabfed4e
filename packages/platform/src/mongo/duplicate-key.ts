/**
 * A MongoDB duplicate-key error (E11000), recognised by its code and name rather than by
 * `instanceof MongoServerError`, so that code which only checks for it does not load the driver:
 * services without MongoDB then never load it (about 25 MiB of resident memory each, ADR 050).
 */
export function isDuplicateKey(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown } | null;
  return typeof e === 'object' && e !== null && e.code === 11000 && typeof e.name === 'string' && e.name.startsWith('Mongo');
}
