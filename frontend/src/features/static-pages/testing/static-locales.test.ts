import { STATIC_LANGUAGES, STATIC_NAMESPACES, STATIC_RESOURCES } from './static-resources';

/** Every leaf of a translation file as [path, text]; array items get their index as a path segment. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  throw new Error(`Unexpected ${typeof value} at ${path}`);
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

const translations = STATIC_LANGUAGES.filter((language) => language !== 'en');

describe.each(STATIC_NAMESPACES)('translations of %s', (namespace) => {
  const english = new Map(leaves(STATIC_RESOURCES.en[namespace]));

  it('has English texts with balanced inline tags', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [path, text] of english) {
      expect([path, text.trim().length > 0]).toEqual([path, true]);
      const opened = [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
      const closed = [...text.matchAll(/<\/(\w+)>/g)].map((m) => m[1]).sort();
      expect([path, opened]).toEqual([path, closed]);
    }
  });

  it.each(translations)('is complete in %s: same keys, same placeholders and links, same anchors', (language) => {
    const translated = new Map(leaves(STATIC_RESOURCES[language][namespace]));
    expect([...translated.keys()]).toEqual([...english.keys()]);
    for (const [path, source] of english) {
      const text = translated.get(path)!;
      expect([path, text.trim().length > 0]).toEqual([path, true]);
      expect([path, placeholders(text)]).toEqual([path, placeholders(source)]);
      expect([path, tags(text)]).toEqual([path, tags(source)]);
      // Section ids are the #anchors of the table of contents; links to them must work in every language.
      if (path.endsWith('.id')) expect([path, text]).toEqual([path, source]);
    }
  });
});
