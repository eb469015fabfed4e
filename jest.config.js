// One Jest run for the whole repository: unit tests next to the code (src/**/*.spec.ts),
// integration tests against the running local stack (test/**/*.int.spec.ts) and browser
// journeys in Debian's Chromium (e2e/**/*.e2e.spec.ts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // NestJS 12 and a few other dependencies ship ESM only; Jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|jose|file-type|load-esm|uid|strtok3|token-types|@tokenizer|uint8array-extras)/)'],
  // Tests run the TypeScript sources of workspace packages, not their build output.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@overlap/platform$': '<rootDir>/packages/platform/src/index.ts',
    '^@overlap/platform/telemetry$': '<rootDir>/packages/platform/src/telemetry/start-telemetry.ts',
    '^@overlap/time$': '<rootDir>/packages/time/src/index.ts',
    '^@overlap/time/luxon$': '<rootDir>/packages/time/src/luxon-zone.ts',
    '^@overlap/proto$': '<rootDir>/proto/src/index.ts',
    '^@overlap/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@overlap/ical$': '<rootDir>/packages/ical/src/index.ts',
  },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/', '<rootDir>/.cache/'],
};

module.exports = {
  testTimeout: 30_000,
  projects: [
    // The repository's own ESLint rules (eslint/*.mjs) are unit-tested beside them.
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/**/src/**/*.spec.ts', '<rootDir>/eslint/**/*.spec.ts', '!**/node_modules/**'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/**/test/**/*.int.spec.ts', '!**/node_modules/**'] },
    // Component tests of the React app (Testing Library in jsdom).
    {
      ...common,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/frontend/test/setup-tests.ts'],
      // @ant-design/colors ships ESM only (the icons' CommonJS build requires it); the light icons import icons-svg's ESM drawings.
      transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color|@ant-design/icons-svg)/)'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        // import.meta.glob is Vite's; tests read the same translation files from disk.
        '^@/lib/locale-loader$': '<rootDir>/frontend/test/locale-loader.ts',
        '^\\./locale-loader$': '<rootDir>/frontend/test/locale-loader.ts',
        // antd's locales are loaded lazily with antd's theme (ADR 041); Jest's require cannot load
        // the ES build at run time, so tests read the CommonJS build of the same texts.
        '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
        // Styles first: '@/components/…/x.css' must reach the style mock, not the file.
        '\\.(css|less)$': '<rootDir>/frontend/test/style-mock.js',
        '^@/(.*)$': '<rootDir>/frontend/src/$1',
      },
    },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'] },
    // Tests that stop parts of the stack; scripts/test.ts runs them alone, after the rest.
    { ...common, displayName: 'outage', testMatch: ['<rootDir>/**/test/**/*.outage.spec.ts', '!**/node_modules/**'] },
  ],
};
