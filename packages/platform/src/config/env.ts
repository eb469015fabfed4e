import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseEnv } from 'node:util';

/** Thrown at start-up when configuration is missing or malformed; names the variable. */
export class ConfigError extends Error {}

let repoDefaults: Record<string, string> | undefined;

/** The repository root, found by walking up to the directory holding the shared `.env` registry. */
export function findRepoRoot(start = __dirname): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, '.env')) && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

// In a checkout the root `.env` supplies local defaults; in a container the environment does.
function defaults(): Record<string, string> {
  if (!repoDefaults) {
    const root = findRepoRoot();
    repoDefaults = root ? (parseEnv(readFileSync(join(root, '.env'), 'utf8')) as Record<string, string>) : {};
  }
  return repoDefaults;
}

export function env(name: string): string | undefined {
  const value = process.env[name] ?? defaults()[name];
  return value === undefined || value === '' ? undefined : value;
}

export function requireEnv(name: string, fallback?: string): string {
  const value = env(name) ?? fallback;
  if (value === undefined) throw new ConfigError(`Missing required environment variable ${name}`);
  return value;
}

export function intEnv(name: string, fallback: number): number {
  const value = env(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new ConfigError(`Environment variable ${name} must be an integer, got "${value}"`);
  return n;
}

export function boolEnv(name: string, fallback: boolean): boolean {
  const value = env(name);
  if (value === undefined) return fallback;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new ConfigError(`Environment variable ${name} must be true or false, got "${value}"`);
}

export const isProduction = (): boolean => env('NODE_ENV') === 'production';
