import { firstScreenFiles, type BuildManifest } from './precache-selection';

// A build manifest in Vite's shape: entry, lazy pages, shared chunks, translations.
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    imports: ['_shell-b2.js'],
    dynamicImports: [
      'src/features/calendar/components/calendar-home-page.tsx',
      'src/features/profile/components/profile-page.tsx',
      'src/locales/da/common.json',
    ],
    css: ['assets/index-c3.css'],
  },
  '_shell-b2.js': { file: 'assets/shell-b2.js', dynamicImports: ['src/locales/en/common.json', 'src/locales/zh/calendar.json', 'src/locales/da/profile.json'] },
  'src/features/calendar/components/calendar-home-page.tsx': {
    file: 'assets/calendar-home-page-d4.js',
    imports: ['_antd-e5.js', '_shell-b2.js'],
    dynamicImports: ['../node_modules/hyphen/da/index.js', 'src/features/calendar/components/export-dialog.tsx'],
    css: ['assets/calendar-home-page-f6.css'],
    assets: ['assets/grid-g7.svg'],
  },
  '_antd-e5.js': { file: 'assets/antd-e5.js', dynamicImports: ['../node_modules/antd/es/locale/da_DK.js', '../node_modules/dayjs/locale/da.js'] },
  'src/features/calendar/components/export-dialog.tsx': { file: 'assets/export-dialog-h8.js', imports: ['_antd-e5.js'] },
  'src/features/profile/components/profile-page.tsx': { file: 'assets/profile-page-i9.js', imports: ['_antd-e5.js'] },
  'src/locales/en/common.json': { file: 'assets/common-j1.js' },
  'src/locales/da/common.json': { file: 'assets/common-k2.js' },
  'src/locales/zh/calendar.json': { file: 'assets/calendar-l3.js' },
  'src/locales/da/profile.json': { file: 'assets/profile-q8.js' },
  '../node_modules/hyphen/da/index.js': { file: 'assets/da-m4.js', imports: ['_hyphen-n5.js'] },
  '_hyphen-n5.js': { file: 'assets/hyphen-n5.js' },
  '../node_modules/antd/es/locale/da_DK.js': { file: 'assets/da_DK-o6.js' },
  '../node_modules/dayjs/locale/da.js': { file: 'assets/da-p7.js' },
};

describe('the files the service worker precaches (ADR 041)', () => {
  it('keeps the first screens with their imports, styles, pictures and texts in every language', () => {
    const files = firstScreenFiles(MANIFEST, ['index.html', 'src/features/calendar/components/calendar-home-page.tsx']);
    expect([...files].sort()).toEqual(
      [
        'assets/index-a1.js',
        'assets/index-c3.css',
        'assets/shell-b2.js',
        'assets/common-j1.js',
        'assets/common-k2.js',
        'assets/calendar-l3.js',
        'assets/calendar-home-page-d4.js',
        'assets/calendar-home-page-f6.css',
        'assets/grid-g7.svg',
        'assets/antd-e5.js',
        'assets/da_DK-o6.js',
        'assets/da-p7.js',
      ].sort(),
    );
  });

  it('leaves pages, dialogs, other pages’ texts and hyphenation patterns to the cache filled on use', () => {
    const files = firstScreenFiles(MANIFEST, ['index.html', 'src/features/calendar/components/calendar-home-page.tsx']);
    for (const later of ['assets/profile-page-i9.js', 'assets/export-dialog-h8.js', 'assets/profile-q8.js', 'assets/da-m4.js', 'assets/hyphen-n5.js']) {
      expect([later, files.has(later)]).toEqual([later, false]);
    }
  });

  it('fails the build when a first screen is missing from it, e.g. after a rename', () => {
    expect(() => firstScreenFiles(MANIFEST, ['src/features/calendar/components/renamed-page.tsx'])).toThrow(
      'precache: src/features/calendar/components/renamed-page.tsx is not in the build manifest',
    );
  });
});
