import { appServices, startService, stopService, waitReady } from './lib/app-services';
import { run, step } from './lib/run';

/**
 * `npm run restart [-- service…]`: rebuilds the TypeScript projects and restarts the named app
 * services (all of them when none is named), leaving the stack and other services running.
 */
async function main() {
  const names = process.argv.slice(2);
  const services = appServices().filter((s) => names.length === 0 || names.includes(s.name));
  if (names.length && services.length !== names.length) throw new Error(`unknown service in: ${names.join(', ')}`);
  // Only the named services' projects (and what they reference) are built, so a half-edited
  // package elsewhere in the tree does not stop one service from restarting.
  step('building TypeScript projects');
  await run('npx', ['tsc', '-b', ...(names.length ? services.map((s) => s.dir) : [])]);
  for (const s of services) {
    await stopService(s.name);
    startService(s);
    await waitReady(s);
    console.log(`  ${s.name.padEnd(10)} ready on http://127.0.0.1:${s.port}`);
  }
}

main().catch((err) => {
  console.error(`\n✖ ${(err as Error).message}`);
  process.exit(1);
});
