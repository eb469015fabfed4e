import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the gateway may send compressed; pictures and fonts are compressed formats already, source maps are for DevTools only. */
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.ico', '.txt']);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` for one file, each only when it is smaller than the file. */
async function compressFile(path: string): Promise<void> {
  const body = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
}

/**
 * Precompresses the build (ADR 041): brotli at its highest quality and gzip -9, written next to
 * each text file once at build time, so the gateway answers by negotiation without compressing
 * per request. Runs after every other plugin's last step, so the service worker and the PWA
 * icons vite-plugin-pwa writes at the end are compressed too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'overlap:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const all: Promise<void>[] = [];
        for await (const path of files(outDir)) all.push(compressFile(path));
        await Promise.all(all);
      },
    },
  };
}
