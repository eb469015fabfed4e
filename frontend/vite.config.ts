import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { themeCss } from './build/theme-css.ts';
import { palettes } from './src/theme/tokens.ts';
import { firstScreenFiles } from './src/service-worker/precache-selection.ts';

const BUILD_MANIFEST = fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url));

// antd, its icons and the libraries only antd uses.
const ANTD =
  /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|dayjs|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|@emotion|stylis|json2mq|copy-to-clipboard|toggle-selection|resize-observer-polyfill)[\\/]/;
// Texts loaded per language stay chunks of their own: merged into a group, a Danish visitor would
// download other pages' code with them, and the precache could not name them (ADR 041).
const PER_LANGUAGE = /[\\/](src[\\/]locales|antd[\\/]es[\\/]locale|dayjs[\\/]locale|hyphen[\\/](patterns|[a-z]{2}))[\\/]/;

export default defineConfig({
  plugins: [
    // The app's CSS custom properties, from the same tokens as antd's theme (ADR 051).
    themeCss(),
    // Installable app and offline week (ADR 033): our own Workbox worker (src/service-worker/sw.ts), the
    // manifest, and the icons drawn from the logo (public/favicon.svg) at build time.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      // Registered from main.tsx: an inline script would break the gateway's script-src 'self'.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Overlap',
        short_name: 'Overlap',
        description: 'Your class schedule, study groups and common free time in one place.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: palettes.light.primary,
        background_color: palettes.light.bg,
        lang: 'en',
      },
      pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true },
      injectManifest: {
        // The shell, the icons and what the first screens need (landing, sign-in, the calendar week,
        // their texts in every language) are precached; any other chunk is cached when first used
        // (sw.ts). Source maps never are (ADR 041).
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        manifestTransforms: [
          (entries) => {
            const firstScreens = firstScreenFiles(JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')));
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || firstScreens.has(e.url)), warnings: [] };
          },
        ],
      },
    }),
    // Brotli and gzip copies of every text file, after the worker and icons above are written (ADR 041).
    precompress(),
  ],
  // Feature styles are CSS Modules (x.module.css, ADR 051): `styles.linkForm` for `.link-form`.
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Workspace packages are read from source, like the services' tests do (no build step first).
      '@overlap/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)),
      '@overlap/time': fileURLToPath(new URL('../packages/time/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each screen needs, read by the precache selection above.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen statically needs (React, the router, the store, i18next, the
            // shell and the landing page) in one file: on HTTP/1.1 each extra file costs about 1 KB of
            // headers and a request of its own (ADR 041).
            { name: 'shell', tags: ['$initial'], priority: 10 },
            // antd, its icons and helpers, grouped by the set of pages that use them, small groups merged:
            // a page loads the antd parts it needs in a few files instead of dozens (never all of antd).
            {
              name: 'antd',
              test: (id) => ANTD.test(id) && !PER_LANGUAGE.test(id),
              priority: 5,
              entriesAware: true,
              entriesAwareMergeThreshold: 40_000,
            },
            // The app's own modules shared by several pages, grouped the same way.
            {
              name: 'app',
              test: (id) => /[\\/]frontend[\\/]src[\\/]/.test(id) && !PER_LANGUAGE.test(id),
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
          ],
        },
        // A short name per chunk (the group's first name), not the list of every page that shares it.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
      // antd marks its modules "use client" for React Server Components; irrelevant in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
