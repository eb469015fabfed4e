// Lint rules for every TypeScript package; formatting is Prettier's job (eslint-config-prettier).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileShapes, ROLE_FILE_NAME } from './eslint/file-shapes.mjs';
import { oneWayFolders } from './eslint/one-way-folders.mjs';

// Back-end workspaces (services, gateway, shared packages): no file imports a file that imports
// it back, and the first-level folders under src/ point one way (eslint/one-way-folders.mjs).
const BACKEND_SOURCES = ['services/*/src/**/*.ts', 'gateway/src/**/*.ts', 'packages/*/src/**/*.ts'];

// File shapes (ADR 044): every file of a service or the gateway is `<name>.<role>.ts`, and what it
// declares fixes the role (eslint/file-shapes.mjs).
const SHAPED_SOURCES = ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'];

// Frontend structure (bulletproof-react): features do not import each other, shared code imports
// no feature, and file names are kebab-case.
const FEATURES = readdirSync(join(import.meta.dirname, 'frontend', 'src', 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Kebab-case file names: every dot-separated part of the name before .ts/.tsx is kebab-case
// (`week-layout.test.tsx`; no `WeekLayout.tsx`, `week_layout.ts` or `week-layout.Test.tsx`).
const KEBAB_CASE_PARTS = '+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9])*(-+([a-z0-9])))';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.cache/**', '.artifacts/**', 'proto/src/gen/**', 'frontend/dist/**', 'charts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['frontend/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': KEBAB_CASE_PARTS }, { errorMessage: 'File names are kebab-case: {{ target }}' }],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Features do not import each other; compose them in src/app.',
            },
            { group: ['@/app/*'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['frontend/src/{components,lib,utils,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code depends on no feature and not on the app.' }] },
      ],
    },
  },
  {
    files: BACKEND_SOURCES,
    ignores: ['**/*.spec.ts'],
    plugins: { 'import-x': importX, backend: oneWayFolders },
    // import-x reads only files of the listed extensions, with the listed parser, when it follows imports.
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'backend/one-way-folders': 'error',
    },
  },
  {
    files: SHAPED_SOURCES,
    // The entry files (start-up, tracing, settings, the OpenAPI build) and migrations keep their fixed names,
    // and so does the one door of a part with its own folder, `index.ts` (ingestion's reader/, ADR 046). Doors
    // are listed one by one, so an index.ts does not become a barrel file anywhere else (ADR 044).
    ignores: ['**/src/{main,instrument,config,openapi}?(.spec).ts', '**/src/migrations/**', 'services/ingestion/src/reader/index.ts'],
    plugins: { 'check-file': checkFile, shapes: fileShapes },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': ROLE_FILE_NAME },
        { errorMessage: 'File names are <name>.<role>.ts with a role from ADR 044 (docs/adr/044-file-shapes.md): {{ target }}' },
      ],
      'shapes/role-matches-declarations': 'error',
    },
  },
  {
    // Ingestion's screenshot reader is a part of its own (ADR 046): the rest of the service goes through its door.
    files: ['services/ingestion/src/**/*.ts'],
    ignores: ['services/ingestion/src/reader/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/reader/*'], message: 'Import the screenshot reader through reader/index.ts only (ADR 046).' }] },
      ],
    },
  },
  { files: ['**/*.cjs', 'jest.config.js'], languageOptions: { sourceType: 'commonjs' } },
  prettier,
);
