/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LANGUAGES } from '@overlap/contracts';

// Every namespace in every language has exactly the English keys (plural forms per language's
// CLDR rules) with the same {{variables}}, and every English key is used somewhere in the code.

const SRC = join(__dirname, '..');
const LOCALES = join(SRC, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The i18next contexts the code passes (lib/invitation-policy.ts). */
const CONTEXTS = ['premium'];

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (Array.isArray(tree)) tree.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i), out));
  else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = String(tree);
  return out;
}

const read = (language: string, namespace: string): Record<string, string> =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree);

const namespaces = readdirSync(join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

/** Keys with the plural suffix taken off, and which bases are plural. */
function shape(keys: string[]) {
  const plural = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  const plain = new Set(keys.filter((k) => !PLURAL.test(k)));
  return { plural, plain };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('exist for all six languages and every namespace', () => {
    expect(namespaces.length).toBeGreaterThan(10);
    for (const language of LANGUAGES) {
      const files = readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json'));
      expect(files.map((f) => f.slice(0, -5)).sort()).toEqual(namespaces);
    }
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

    it.each(namespaces)('has every key of %s, no extra key, the same variables and no empty text', (namespace) => {
      const en = read('en', namespace);
      const other = read(language, namespace);
      const enShape = shape(Object.keys(en));
      const problems: string[] = [];
      for (const key of enShape.plain) {
        if (!(key in other)) problems.push(`missing ${key}`);
        else if (!other[key]!.trim() && en[key]!.trim()) problems.push(`empty ${key}`);
        else if (variables(other[key]!).join() !== variables(en[key]!).join())
          problems.push(`variables of ${key}: ${variables(other[key]!)} ≠ ${variables(en[key]!)}`);
      }
      for (const base of enShape.plural) {
        for (const category of categories) {
          const key = `${base}_${category}`;
          if (!(key in other)) problems.push(`missing plural form ${key}`);
          else if (!other[key]!.includes('{{count}}') && en[`${base}_other`]!.includes('{{count}}') && category === 'other')
            problems.push(`${key} lacks {{count}}`);
        }
      }
      for (const key of Object.keys(other)) {
        const base = key.replace(PLURAL, '');
        const known = PLURAL.test(key) ? enShape.plural.has(base) && categories.includes(key.slice(base.length + 1)) : enShape.plain.has(key);
        if (!known) problems.push(`extra ${key}`);
      }
      expect(problems).toEqual([]);
    });
  });

  describe('keys and code', () => {
    const sources = listSources(SRC);
    const usage = collectUsage(sources);

    // A text may nest another ('$t(static-help:invitationRule)'); with a context passed (invitation-policy.ts)
    // i18next reads its '_premium' variant instead. Both count as used.
    for (const namespace of namespaces)
      for (const text of Object.values(read('en', namespace)))
        for (const [, ns, key] of text.matchAll(/\$t\(([\w-]+):([\w.-]+)\)/g)) {
          if (!usage.exact.has(ns!)) usage.exact.set(ns!, new Set());
          for (const variant of [key!, ...CONTEXTS.map((context) => `${key}_${context}`)]) usage.exact.get(ns!)!.add(variant);
        }

    it.each(namespaces)('every English key of %s is used in the code', (namespace) => {
      const keys = shape(Object.keys(read('en', namespace)));
      const unused = [...keys.plain, ...keys.plural].filter((key) => !isUsed(usage, namespace, key));
      expect(unused).toEqual([]);
    });

    it('every key the code names exists in English', () => {
      const missing: string[] = [];
      for (const { namespace, key, file } of usage.qualifiedLiterals) {
        if (!namespaces.includes(namespace)) continue;
        const en = Object.keys(read('en', namespace)).map((k) => k.replace(PLURAL, ''));
        if (!en.some((k) => k === key || k.startsWith(`${key}.`))) missing.push(`${namespace}:${key} (${file})`);
      }
      expect(missing).toEqual([]);
    });
  });
});

function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'locales' || entry === 'testing') continue;
    if (statSync(path).isDirectory()) out.push(...listSources(path));
    else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(path);
  }
  return out;
}

interface Usage {
  /** Exact keys and key patterns per namespace. */
  exact: Map<string, Set<string>>;
  patterns: Map<string, RegExp[]>;
  qualifiedLiterals: { namespace: string; key: string; file: string }[];
}

/**
 * Strings in the code that name keys: 'ns:key' anywhere; unqualified 'key' or `a.${x}.b` in files
 * of a feature that names the namespace (static pages use `useTranslation(['static-faq', …])`).
 * A key also counts as used when a prefix of it is named (lists read with returnObjects).
 */
function collectUsage(files: string[]): Usage {
  const usage: Usage = { exact: new Map(), patterns: new Map(), qualifiedLiterals: [] };
  const add = (namespace: string, key: string) => {
    if (!usage.exact.has(namespace)) usage.exact.set(namespace, new Set());
    usage.exact.get(namespace)!.add(key);
  };
  const addPattern = (namespace: string, pattern: RegExp) => {
    if (!usage.patterns.has(namespace)) usage.patterns.set(namespace, []);
    usage.patterns.get(namespace)!.push(pattern);
  };
  const scopeOf = (file: string) => {
    const parts = relative(SRC, file).split(sep);
    return parts[0] === 'features' ? `features/${parts[1]}` : relative(SRC, file);
  };
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const scopeNamespaces = new Map<string, Set<string>>();
  for (const [file, text] of texts) {
    const scope = scopeOf(file);
    if (!scopeNamespaces.has(scope)) scopeNamespaces.set(scope, new Set());
    for (const m of text.matchAll(/['"`]([\w-]+)['"`:]/g)) if (namespaces.includes(m[1]!)) scopeNamespaces.get(scope)!.add(m[1]!);
  }
  for (const [file, text] of texts) {
    const own = scopeNamespaces.get(scopeOf(file)) ?? new Set<string>();
    for (const m of text.matchAll(/(['"])([\w-]+):([\w.-]+)\1/g)) {
      add(m[2]!, m[3]!);
      usage.qualifiedLiterals.push({ namespace: m[2]!, key: m[3]!, file: relative(SRC, file) });
    }
    for (const m of text.matchAll(/`([^`]*)`/g)) {
      const body = m[1]!;
      const qualified = /^([\w-]+):(.*)$/s.exec(body);
      const [targets, keyPart] = qualified && namespaces.includes(qualified[1]!) ? [[qualified[1]!], qualified[2]!] : [[...own], body];
      if (!/^[\w.${}() ?:'"-]+$/.test(keyPart)) continue;
      if (!keyPart.includes('${')) {
        for (const ns of targets) add(ns, keyPart);
        if (qualified) usage.qualifiedLiterals.push({ namespace: targets[0]!, key: keyPart, file: relative(SRC, file) });
        continue;
      }
      const source = keyPart
        .split(/\$\{[^}]*\}/)
        .map(escape)
        .join('[\\w.-]+');
      for (const ns of targets) addPattern(ns, new RegExp(`^${source}`));
    }
    for (const m of text.matchAll(/(['"])([\w]+(?:\.[\w]+)*)\1/g)) for (const ns of own) add(ns, m[2]!);
  }
  return usage;
}

function isUsed(usage: Usage, namespace: string, key: string): boolean {
  const exact = usage.exact.get(namespace) ?? new Set<string>();
  const segments = key.split('.');
  for (let i = 1; i <= segments.length; i++) if (exact.has(segments.slice(0, i).join('.'))) return true;
  return (usage.patterns.get(namespace) ?? []).some((p) => p.test(key));
}
