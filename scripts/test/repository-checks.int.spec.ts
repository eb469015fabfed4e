import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const exec = (cmd: string, args: string[], cwd = ROOT) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('repository checks', () => {
  it('ESLint passes', () => {
    expect(() => exec('npx', ['eslint', '--max-warnings=0', '.'])).not.toThrow();
  }, 120_000);

  it("refuses frontend file names that are not kebab-case in every dot-separated part (eslint-plugin-check-file's pattern)", () => {
    const names = ['week-layout.test.tsx', 'WeekLayout.tsx', 'week_layout.ts', 'week-layout.Test.tsx'];
    // One ESLint run for all names (the project's config loads once), through ESLint's own API.
    const script = `
      const { ESLint } = await import('eslint');
      const eslint = new ESLint();
      const out = {};
      for (const name of ${JSON.stringify(names)}) {
        const [result] = await eslint.lintText('export const x = 1;\\n', { filePath: 'frontend/src/lib/' + name });
        out[name] = result.messages.map((m) => m.message);
      }
      console.log(JSON.stringify(out));`;
    const messages = JSON.parse(exec(process.execPath, ['--input-type=module', '-e', script])) as Record<string, string[]>;
    expect(messages).toEqual({
      'week-layout.test.tsx': [],
      'WeekLayout.tsx': ['File names are kebab-case: WeekLayout.tsx'],
      'week_layout.ts': ['File names are kebab-case: week_layout.ts'],
      'week-layout.Test.tsx': ['File names are kebab-case: week-layout.Test.tsx'],
    });
  }, 120_000);

  it('refuses a service file without a role of ADR 044, and a class in a file of another role (eslint/file-shapes.mjs)', () => {
    const cases = {
      'comparison/free-time.rules.ts': 'export const x = 1;\n',
      'comparison/free-time.ts': 'export const x = 1;\n',
      'users/user-events.consumer.ts': 'export const x = 1;\n',
      'groups/groups.service.ts': "@Controller('api/groups')\nexport class GroupsController {}\n",
      // The entry files keep their names only directly in src/.
      'main.ts': 'export const x = 1;\n',
      'groups/main.ts': 'export const x = 1;\n',
    };
    const script = `
      const { ESLint } = await import('eslint');
      const eslint = new ESLint();
      const out = {};
      for (const [name, code] of Object.entries(${JSON.stringify(cases)})) {
        const [result] = await eslint.lintText(code, { filePath: 'services/groups/src/' + name });
        out[name] = result.messages.map((m) => m.message);
      }
      console.log(JSON.stringify(out));`;
    const messages = JSON.parse(exec(process.execPath, ['--input-type=module', '-e', script])) as Record<string, string[]>;
    const badName = (name: string) => `File names are <name>.<role>.ts with a role from ADR 044 (docs/adr/044-file-shapes.md): ${name}`;
    expect(messages).toEqual({
      'comparison/free-time.rules.ts': [],
      'comparison/free-time.ts': [badName('free-time.ts')],
      'users/user-events.consumer.ts': [badName('user-events.consumer.ts')],
      'groups/groups.service.ts': [
        "Class 'GroupsController' is decorated with @Controller, so it lives in a *.controller.ts file, not in groups.service.ts (ADR 044).",
      ],
      'main.ts': [],
      'groups/main.ts': [badName('main.ts')],
    });
  }, 120_000);

  it('tests, benchmarks and scripts type-check (tsc -b covers only the shipped sources)', () => {
    expect(() => exec('npx', ['tsc', '-p', 'tsconfig.checks.json'])).not.toThrow();
  }, 120_000);

  it('Prettier formatting holds', () => {
    expect(() => exec('npx', ['prettier', '--check', '.'])).not.toThrow();
  }, 120_000);

  it('knip finds no unused files, exports or dependencies and no unlisted dependency (knip.jsonc)', () => {
    let report = '';
    try {
      exec('npx', ['knip', '--no-progress', '--no-config-hints']);
    } catch (error) {
      report = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(report).toBe('');
  }, 120_000);

  it('buf lint passes and the checked-in generated TypeScript is what `npm run proto` produces', () => {
    const proto = join(ROOT, 'proto');
    exec('npx', ['buf', 'lint'], proto);
    const out = mkdtempSync(join(tmpdir(), 'proto-gen-'));
    exec('npx', ['buf', 'generate', '--output', out], proto);
    const committed = join(proto, 'src', 'gen');
    const fresh = join(out, 'src', 'gen');
    const names = (d: string) =>
      files(d)
        .map((f) => relative(d, f))
        .sort();
    expect(names(fresh)).toEqual(names(committed));
    for (const name of names(committed)) expect(readFileSync(join(fresh, name), 'utf8')).toBe(readFileSync(join(committed, name), 'utf8'));
  }, 120_000);
});
