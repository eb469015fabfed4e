import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
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
