/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The screens a student opens first, by source module (manifest key): the page and its shell,
 * the service worker's registration, sign-in, and the signed-in home (the calendar week in its
 * layout, with antd's theme and the groups card). The calendar week must open offline (ADR 033).
 */
export const FIRST_SCREENS: readonly string[] = [
  'index.html',
  'src/lib/offline/register-service-worker.ts',
  'src/features/auth/components/auth-page.tsx',
  'src/components/antd-theme/antd-theme.tsx',
  'src/components/layouts/app-layout.tsx',
  'src/features/calendar/components/calendar-home-page.tsx',
  'src/features/study-groups/components/my-groups-card.tsx',
];

/** Translation namespaces the first screens read (the landing page, sign-in, the calendar week in its layout). */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = ['common', 'landing', 'auth', 'calendar', 'feedState', 'feeds', 'groups', 'offline'];

// Loaded on demand per language: the app's translations and antd's and dayjs's own texts. Those
// of the first screens are kept in all six languages, so a language switched to offline still
// reads. Hyphenation patterns are not (up to 85 KB a language; without them words just do not
// break), nor other pages' texts: they are kept when first used.
function isFirstScreenText(key: string, namespaces: readonly string[]): boolean {
  const translation = /(?:^|\/)src\/locales\/[a-z]{2}\/([\w-]+)\.json$/.exec(key);
  if (translation) return namespaces.includes(translation[1]!);
  return /node_modules\/(antd\/es\/locale|dayjs\/locale)\//.test(key);
}

/**
 * The built files the first screens need: the seeds' chunks, their static imports, their CSS and
 * assets, and the translations they load, transitively. Everything else is cached by the worker
 * when first used (ADR 041). A seed missing from the build fails the build rather than leaving
 * the offline week without its code.
 */
export function firstScreenFiles(manifest: BuildManifest, seeds: readonly string[] = FIRST_SCREENS, namespaces = FIRST_SCREEN_NAMESPACES): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`precache: ${key} is not in the build manifest`);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (isFirstScreenText(imported, namespaces)) visit(imported);
  };
  for (const seed of seeds) visit(seed);
  return files;
}
