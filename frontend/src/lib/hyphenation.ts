import { useEffect, useState } from 'react';
import type { Language } from '@overlap/contracts';

type Hyphenate = (text: string) => string;

// Liang's patterns (the hyphen package) put soft hyphens where a word may break, the same in every
// browser: CSS `hyphens: auto` needs a dictionary that not every browser has (Chromium on Linux
// downloads one, headless Chromium has none) and would otherwise cut a word anywhere. Chinese
// breaks between characters and needs none. Each language's patterns load on first use.
const PATTERNS: Record<Exclude<Language, 'zh'>, () => Promise<typeof import('hyphen/en')>> = {
  en: () => import('hyphen/en'),
  da: () => import('hyphen/da'),
  de: () => import('hyphen/de'),
  es: () => import('hyphen/es'),
  fr: () => import('hyphen/fr'),
};

const loaded = new Map<string, Hyphenate>();
const loading = new Map<string, Promise<Hyphenate>>();
const unchanged: Hyphenate = (text) => text;

export function loadHyphenator(language: string): Promise<Hyphenate> {
  const load = PATTERNS[language as keyof typeof PATTERNS];
  if (!load) return Promise.resolve(unchanged);
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then(
      (module) => {
        // Only words of 7 letters and more: shorter ones fit a block or move to the next line whole.
        const hyphenate: Hyphenate = (text) => module.hyphenateSync(text, { minWordLength: 7 });
        loaded.set(language, hyphenate);
        return hyphenate;
      },
      () => unchanged,
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * A function that marks where words of `language` may be hyphenated (U+00AD soft hyphens, shown
 * only at a line break). Until the patterns have loaded it returns the text as it is.
 */
export function useHyphenator(language: string): Hyphenate {
  const [hyphenate, setHyphenate] = useState<Hyphenate>(() => loaded.get(language) ?? unchanged);
  useEffect(() => {
    let current = true;
    void loadHyphenator(language).then((h) => current && setHyphenate(() => h));
    return () => {
      current = false;
    };
  }, [language]);
  return hyphenate;
}
