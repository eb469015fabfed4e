import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The config's paths are relative to the frontend folder, where `npm run api -w frontend` runs.
const FRONTEND = join(__dirname, '..', '..', '..');

// Generated in a child process: the codegen formats with Prettier 3, whose ES modules Jest's
// CommonJS runtime cannot load. Each output is printed instead of written.
const GENERATE = `
const { generateEndpoints, parseConfig } = require('@rtk-query/codegen-openapi');
const config = require('./openapi-codegen.config.cjs');
Promise.all(parseConfig(config).map(async ({ outputFile, ...entry }) => [outputFile, await generateEndpoints(entry)]))
  .then((files) => process.stdout.write(JSON.stringify(files)));
`;

describe('generated RTK Query endpoints', () => {
  const generated = JSON.parse(execFileSync(process.execPath, ['-e', GENERATE], { cwd: FRONTEND, encoding: 'utf8' })) as [string, string][];

  it('cover every service of the codegen config', () => {
    expect(generated.map(([file]) => file)).toEqual([
      'src/lib/api-generated/identity.ts',
      'src/lib/api-generated/schedules.ts',
      'src/lib/api-generated/groups.ts',
      'src/lib/api-generated/ingestion.ts',
      'src/lib/api-generated/billing.ts',
      'src/lib/api-generated/presence.ts',
    ]);
  });

  it.each(generated)('%s is what the services’ openapi.json generate (npm run api -w frontend)', (file, code) => {
    expect(readFileSync(join(FRONTEND, file), 'utf8')).toBe(code);
  });
});
