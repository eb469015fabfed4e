import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NODE_FLAGS } from '../lib/app-services';

const ROOT = resolve(__dirname, '..', '..');

it("the image starts every service with the local stack's V8 flags", () => {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
  expect(cmd).toBeDefined();
  expect(JSON.parse(cmd!)).toEqual(['node', ...NODE_FLAGS, 'dist/main.js']);
});
