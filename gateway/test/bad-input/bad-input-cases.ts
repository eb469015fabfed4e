import { gzipSync } from 'node:zlib';

/**
 * The classes of hostile input the bad-input suite sends, derived from one valid sample per route:
 * every leaf of the sample (the first element of a list stands for all) is replaced in turn.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface BadRequest {
  /** What the case sends, for the test's name. */
  label: string;
  /** The body exactly as sent (raw text: some cases cannot be written with JSON.stringify). */
  raw?: string | Buffer;
  /** Query parameters as sent (already encoded), for query routes. */
  query?: string;
  headers?: Record<string, string>;
  /** 415 for bodies in an encoding the API does not take, 400 for everything else. */
  status: 400 | 415;
}

type Path = (string | number)[];

/** Paths to every scalar leaf; a list contributes its first element only. */
export function leafPaths(value: Json, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.length ? leafPaths(value[0]!, [...at, 0]) : [];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]));
  return [at];
}

function getAt(value: Json, path: Path): Json {
  return path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, value);
}

function setAt(value: Json, path: Path, replacement: Json): Json {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, Json>;
  parent[path[path.length - 1]!] = replacement;
  return copy;
}

const name = (path: Path) => path.join('.');
// Markers replaced in the serialised text by what JSON.stringify cannot produce.
const DEEP = '\u{E000}deep';
const HUGE = '\u{E000}huge';
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

function serialise(body: Json): string {
  return JSON.stringify(body).replace(JSON.stringify(DEEP), deepArray(3000)).replace(JSON.stringify(HUGE), '1e400');
}

/** Another JSON type than the sample's, per kind of leaf. */
function wrongTypes(sample: Json): Json[] {
  if (typeof sample === 'string') return [12345, ['x'], true];
  if (typeof sample === 'number') return ['12', true];
  if (typeof sample === 'boolean') return ['true', 1];
  return ['x'];
}

/**
 * Body cases for one route: types, nulls, operators, NUL, lone surrogates, huge numbers, nesting,
 * prototype and operator keys, malformed JSON and encodings. `make` gives a fresh valid sample per
 * case (unique e-mails and names, so no case collides with another or with a rate limit).
 */
export function bodyCases(make: () => Json, nullable: string[] = []): BadRequest[] {
  const cases: BadRequest[] = [];
  const add = (label: string, body: Json) => cases.push({ label, raw: serialise(body), status: 400 });
  const paths = leafPaths(make());
  for (const path of paths) {
    const leaf = getAt(make(), path);
    for (const wrong of wrongTypes(leaf)) add(`${name(path)} = ${JSON.stringify(wrong)}`, setAt(make(), path, wrong));
    if (!nullable.includes(name(path))) add(`${name(path)} = null`, setAt(make(), path, null));
    add(`${name(path)} = {"$ne": null}`, setAt(make(), path, { $ne: null }));
    if (typeof leaf === 'string') {
      add(`${name(path)} with NUL`, setAt(make(), path, `${leaf.slice(0, 1)}\u0000${leaf.slice(1)}`));
      add(`${name(path)} with a lone surrogate`, setAt(make(), path, `${leaf.slice(0, 1)}\ud800${leaf.slice(1)}`));
    }
    if (typeof leaf === 'number') {
      add(`${name(path)} = 1e20`, setAt(make(), path, 1e20));
      add(`${name(path)} = 1e400`, setAt(make(), path, HUGE));
    }
  }
  if (paths[0]) add(`${name(paths[0].slice(0, 1))} nested 3,000 levels deep`, setAt(make(), paths[0].slice(0, 1), DEEP));
  const text = () => serialise(make());
  const withKey = (key: string) => `{${JSON.stringify(key)}:{"polluted":true},${text().slice(1)}`;
  cases.push({ label: '__proto__ key', raw: withKey('__proto__'), status: 400 });
  cases.push({ label: 'constructor key', raw: withKey('constructor'), status: 400 });
  cases.push({ label: '$where key', raw: withKey('$where'), status: 400 });
  cases.push({ label: 'a list instead of an object', raw: '[]', status: 400 });
  cases.push({ label: 'null instead of an object', raw: 'null', status: 400 });
  cases.push({ label: 'text instead of an object', raw: '"x"', status: 400 });
  cases.push({ label: 'malformed JSON', raw: text().slice(0, -1), status: 400 });
  cases.push({ label: 'UTF-8 byte order mark', raw: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text())]), status: 415 });
  cases.push({
    label: 'charset=utf-16le',
    raw: Buffer.from(text(), 'utf16le'),
    headers: { 'content-type': 'application/json; charset=utf-16le' },
    status: 415,
  });
  cases.push({ label: 'content-encoding: gzip', raw: gzipSync(text()), headers: { 'content-encoding': 'gzip' }, status: 415 });
  return cases;
}

/** Query cases for one route sample: NUL, lists where one value belongs, huge and non-finite numbers. */
export function queryCases(sample: Record<string, string>): BadRequest[] {
  const encode = (q: Record<string, string>) => new URLSearchParams(q).toString();
  const cases: BadRequest[] = [];
  for (const [key, value] of Object.entries(sample)) {
    cases.push({ label: `${key} with NUL`, query: encode({ ...sample, [key]: `${value.slice(0, 1)}\u0000${value.slice(1)}` }), status: 400 });
    cases.push({ label: `${key} given twice`, query: `${encode(sample)}&${encodeURIComponent(key)}=${encodeURIComponent(value)}`, status: 400 });
    if (/^\d+$/.test(value)) {
      cases.push({ label: `${key} = 1e20`, query: encode({ ...sample, [key]: '1e20' }), status: 400 });
      cases.push({ label: `${key} = 99999999999999999999`, query: encode({ ...sample, [key]: '99999999999999999999' }), status: 400 });
      cases.push({ label: `${key} = Infinity`, query: encode({ ...sample, [key]: 'Infinity' }), status: 400 });
    }
  }
  return cases;
}
