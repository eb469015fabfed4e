/**
 * Renders charts/overlap with the real helm (built at a pinned version by infra/local/tools.sh)
 * and splits the output into manifests, for the chart tests. The rendered YAML is read per
 * document with regular expressions over helm's stable output (two-space indentation), so the
 * tests need no YAML parser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..', '..');
export const chartDir = resolve(repoRoot, 'charts', 'overlap');
// The first run compiles helm from source with `go install` (minutes on two cores).
export const helmBuildTimeoutMs = 15 * 60 * 1000;
const helmTimeoutMs = 60 * 1000;

export interface Manifest {
  kind: string;
  name: string;
  text: string;
}

let helm = '';

export function run(command: string, args: string[], timeout = helmTimeoutMs): string {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** Builds helm once (or finds the build) and returns its path; call from beforeAll with helmBuildTimeoutMs. */
export function useHelm(): string {
  const lines = run('bash', [resolve(repoRoot, 'infra/local/tools.sh'), 'helm'], helmBuildTimeoutMs)
    .trim()
    .split('\n');
  helm = lines[lines.length - 1]!;
  if (!existsSync(helm)) throw new Error(`no helm at ${helm}`);
  return helm;
}

export function template(...args: string[]): Manifest[] {
  const output = run(helm, ['template', 'overlap', chartDir, '--namespace', 'overlap', ...args]);
  return output
    .split(/^---\s*$/m)
    .map((text) => text.trim())
    .filter((text) => /^kind:/m.test(text))
    .map((text) => ({
      kind: /^kind:\s*(\S+)/m.exec(text)![1]!,
      // metadata.name is the first key at two spaces of indentation called name.
      name: /^ {2}name:\s*"?([^"\s]+)"?/m.exec(text)![1]!,
      text,
    }));
}

export function find(manifests: Manifest[], kind: string, name: string): Manifest | undefined {
  return manifests.find((m) => m.kind === kind && m.name === name);
}

export function get(manifests: Manifest[], kind: string, name: string): Manifest {
  const manifest = find(manifests, kind, name);
  if (!manifest) throw new Error(`no ${kind} ${name} in: ${manifests.map((m) => `${m.kind}/${m.name}`).join(', ')}`);
  return manifest;
}

/** The env entry NAME of a Deployment, up to the next entry. */
export function envEntry(deployment: Manifest, name: string): string | undefined {
  const match = new RegExp(`^( +)- name: ${name}\\n((?:\\1  .*\\n?)*)`, 'm').exec(deployment.text);
  return match?.[2];
}

export const services = ['billing', 'gateway', 'groups', 'identity', 'ingestion', 'presence', 'schedules'];
