import { writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { identityBench } from './identity.bench';
import { printTable } from './lib/load';

/**
 * `npm run bench`: figures measured in one run against a baseline on the same machine, printed
 * and saved to .artifacts/bench.json. Expects the app to be running (`npm start`).
 */
async function main() {
  const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
  const ready = await fetch(`${gateway}/health/ready`).catch(() => undefined);
  if (!ready?.ok) throw new Error(`The gateway at ${gateway} is not ready; run \`npm start\` first.`);
  console.log('\nIdentity through the gateway vs a bare Node http server');
  const identity = await identityBench();
  printTable(identity.rows);
  for (const [name, value] of Object.entries(identity.ratios)) console.log(`  ${name}: ${value.toFixed(2)}×`);
  const dir = resolve(__dirname, '..', '.artifacts');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'bench.json'), JSON.stringify({ at: new Date().toISOString(), identity }, null, 2));
}

main().catch((err) => {
  console.error(`\n✖ ${(err as Error).message}`);
  process.exit(1);
});
