import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
export const DATA = join(ROOT, '.data');
export const LOGS = join(DATA, 'logs');
export const RUN = join(DATA, 'run');
export const ARTIFACTS = join(ROOT, '.artifacts');

for (const dir of [LOGS, RUN, ARTIFACTS]) mkdirSync(dir, { recursive: true });
