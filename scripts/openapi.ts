import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import { buildOpenApiDocument, openApiJson, type OpenApiOptions } from '@overlap/platform';
import { apiRouteTemplates, apiRoutesModule, type OpenApiPaths } from '../gateway/src/proxy/api-route-templates.rules';
import { ROOT } from './lib/paths';
import { run, step } from './lib/run';

/** The services with a public API; the gateway only forwards theirs. */
const SERVICES = ['identity', 'schedules', 'groups', 'ingestion', 'billing', 'presence'];

/**
 * `npm run openapi`: writes services/<name>/openapi.json from each service's compiled app module
 * (tsc emits the decorator metadata the documents are read from; no database or broker is
 * started), then regenerates the frontend's RTK Query endpoints and the gateway's route templates
 * (the `http.route` it reports) from those documents.
 */
async function main() {
  step('building the services');
  await run('npx', ['tsc', '-b', ...SERVICES.map((name) => `services/${name}`)]);
  for (const name of SERVICES) {
    const dist = join(ROOT, 'services', name, 'dist');
    const { AppModule } = (await import(join(dist, 'app.module.js'))) as { AppModule: Type<unknown> };
    const { openApi } = (await import(join(dist, 'openapi.js'))) as { openApi: OpenApiOptions };
    writeFileSync(join(ROOT, 'services', name, 'openapi.json'), openApiJson(await buildOpenApiDocument(AppModule, openApi)));
    console.log(`  services/${name}/openapi.json`);
  }
  const documents = SERVICES.map((name) => JSON.parse(readFileSync(join(ROOT, 'services', name, 'openapi.json'), 'utf8')) as OpenApiPaths);
  writeFileSync(join(ROOT, 'gateway', 'src', 'proxy', 'api-routes.rules.ts'), apiRoutesModule(apiRouteTemplates(documents)));
  console.log('  gateway/src/proxy/api-routes.rules.ts');
  step('generating the frontend endpoints');
  await run('npm', ['run', 'api', '-w', 'frontend']);
}

main().catch((err) => {
  console.error(`\n✖ ${(err as Error).message}`);
  process.exit(1);
});
