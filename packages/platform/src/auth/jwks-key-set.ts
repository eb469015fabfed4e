import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

export interface JwksKeySetOptions {
  /** After this long the set is refreshed in the background; its keys are served meanwhile. */
  maxAgeMs?: number;
  /** Least time between two fetches, however many unknown key ids arrive or fetches fail. */
  cooldownMs?: number;
  timeoutMs?: number;
  fetchJwks?: (url: string, signal: AbortSignal) => Promise<unknown>;
  now?: () => number;
}

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { signal, redirect: 'error', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
  return res.json();
}

/** The RS256 signing keys of a JWKS document by key id; unusable entries are left out. */
function signingKeys(document: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const entries = (document as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(entries)) return keys;
  for (const jwk of entries as (JsonWebKey & { kid?: unknown; use?: unknown })[]) {
    if (typeof jwk?.kid !== 'string' || jwk.kty !== 'RSA' || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A malformed entry must not cost the others.
    }
  }
  return keys;
}

/**
 * Identity's public keys, kept so that a token with an invented key id can neither evict nor
 * starve the real ones: known keys are always answered from the set held (refreshed in the
 * background once it is old, kept when a refresh fails), and an unknown id causes at most one
 * fetch per cooldown however many arrive — otherwise it is refused at once. jwks-rsa counted
 * unknown ids against the same fetch budget the real key needed when its cache expired.
 */
export class JwksKeySet {
  private keys = new Map<string, KeyObject>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private attemptedAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<void> | undefined;
  private readonly maxAgeMs: number;
  private readonly cooldownMs: number;
  private readonly timeoutMs: number;
  private readonly fetchJwks: (url: string, signal: AbortSignal) => Promise<unknown>;
  private readonly now: () => number;

  constructor(
    private readonly url: string,
    options: JwksKeySetOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.cooldownMs = options.cooldownMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.fetchJwks = options.fetchJwks ?? fetchJson;
    this.now = options.now ?? Date.now;
  }

  /** The key for `kid`; rejects when the set does not hold it (after at most one allowed fetch). */
  async resolve(kid: string | undefined): Promise<KeyObject> {
    if (!kid) throw new Error('The token names no signing key');
    const known = this.keys.get(kid);
    if (known) {
      if (this.now() - this.fetchedAt >= this.maxAgeMs) this.refresh();
      return known;
    }
    await this.refresh();
    const key = this.keys.get(kid);
    if (!key) throw new Error('Unknown signing key');
    return key;
  }

  /** Starts a fetch unless one is running or the cooldown has not passed; never rejects. */
  private refresh(): Promise<void> {
    if (this.inflight) return this.inflight;
    if (this.now() - this.attemptedAt < this.cooldownMs) return Promise.resolve();
    this.attemptedAt = this.now();
    this.inflight = this.fetchJwks(this.url, AbortSignal.timeout(this.timeoutMs))
      .then((document) => {
        const keys = signingKeys(document);
        if (keys.size === 0) return;
        this.keys = keys;
        this.fetchedAt = this.now();
      })
      .catch(() => undefined)
      .finally(() => {
        this.inflight = undefined;
      });
    return this.inflight;
  }
}
