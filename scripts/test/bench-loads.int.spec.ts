import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * `npm run bench` runs its benches through tsx, which compiles each file on its own: a bench that
 * reaches a Nest-decorated file (a parameter decorator, a swagger view) fails at start even though
 * `tsc` accepts it. Every bench module is loaded the way `npm run bench` loads it.
 */
const ROOT = resolve(__dirname, '..', '..');
const benches = readdirSync(resolve(ROOT, 'bench')).filter((f) => f.endsWith('.bench.ts'));

it('every bench module loads under tsx, as npm run bench runs it', () => {
  expect(benches.length).toBeGreaterThan(5);
  const imports = benches.map((f) => `await import('./bench/${f}');`).join(' ');
  const out = execFileSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), '-e', `(async () => { ${imports} console.log('loaded'); process.exit(0); })()`],
    {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    },
  );
  expect(out.trim()).toBe('loaded');
}, 150_000);
