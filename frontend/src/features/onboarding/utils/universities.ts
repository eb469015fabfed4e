import type { Campus } from '../api/onboarding-api';

export interface University {
  name: string;
  campuses: string[];
}

/** The campus list (presence's GET /api/campuses) as universities, each with its campus names, in alphabetical order. */
export function universitiesOf(campuses: readonly Campus[], language: string): University[] {
  const byName = new Map<string, string[]>();
  for (const campus of campuses) {
    const name = campus.university.trim();
    if (!name) continue;
    const list = byName.get(name) ?? [];
    list.push(campus.name);
    byName.set(name, list);
  }
  const collator = new Intl.Collator(language);
  return [...byName].map(([name, list]) => ({ name, campuses: [...new Set(list)].sort(collator.compare) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** Universities whose name or a campus name contains every word of the query, ignoring case and accents. */
export function filterUniversities(universities: readonly University[], query: string): University[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...universities];
  return universities.filter((u) => {
    const text = fold([u.name, ...u.campuses].join(' '));
    return words.every((w) => text.includes(w));
  });
}

// Letters that do not decompose into a base letter and a mark, written as on an English keyboard.
const LIGATURES: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l' };

const fold = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[æøœßđł]/g, (c) => LIGATURES[c]!);
