/** The encodings the frontend build writes next to each compressible file (`<file>.br`, `<file>.gz`). */
export type Coding = 'br' | 'gzip';

export const CODING_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

// On a tie the smaller one wins: brotli files are 15–20 % smaller than gzip at the levels the build uses.
const SERVER_PREFERENCE: readonly Coding[] = ['br', 'gzip'];

/** Quality per coding named in Accept-Encoding (RFC 9110 §12.5.3); `*` stands for any coding not named. */
function qualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    named.set(name.trim(), Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return named;
}

/**
 * The coding to answer with, among those a file has on disk, or undefined for the file as it
 * is (identity, always acceptable to us: a browser that refuses it gets it anyway rather than a 406).
 */
export function chooseCoding(acceptEncoding: string | undefined, available: readonly Coding[]): Coding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const q = qualities(acceptEncoding);
  const wildcard = q.get('*') ?? 0;
  let best: Coding | undefined;
  let bestQ = 0;
  for (const coding of SERVER_PREFERENCE) {
    if (!available.includes(coding)) continue;
    const quality = q.get(coding) ?? (coding === 'gzip' ? (q.get('x-gzip') ?? wildcard) : wildcard);
    if (quality > bestQ) [best, bestQ] = [coding, quality];
  }
  return best;
}
