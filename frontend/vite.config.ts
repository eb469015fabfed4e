import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [
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
        theme_color: '#4f46e5',
        background_color: '#f6f7fb',
        lang: 'en',
      },
      pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true },
      injectManifest: {
        // The whole app is precached (every page opens offline); source maps are not.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      },
    }),
    // Brotli and gzip copies of every text file, after the worker and icons above are written (ADR 041).
    precompress(),
  ],
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
    target: 'es2022',
    rolldownOptions: {
      // antd marks its modules "use client" for React Server Components; irrelevant in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
