import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A program the code starts, where, or why it could not be named. */
export interface ProgramRun {
  program?: string;
  problem?: string;
  at: string;
}

const CHILD_PROCESS = String.raw`['"](?:node:)?child_process['"]`;
const METHODS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork']);

/**
 * The programs one source file starts through node:child_process, read from its text: the first
 * argument of every spawn/execFile/exec/fork call. An argument that is not a literal (other than
 * `process.execPath`) is reported as a problem, so no program can be run without this check
 * knowing its name.
 */
export function programsRun(source: string, file: string): ProgramRun[] {
  if (!new RegExp(CHILD_PROCESS).test(source)) return [];
  const callees = new Map<string, string>(); // name in the file → child_process method
  for (const m of source.matchAll(new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*${CHILD_PROCESS}`, 'g'))) {
    for (const spec of m[1].split(',')) {
      const [imported, local] = spec
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (METHODS.has(imported)) callees.set(local ?? imported, imported);
    }
  }
  for (const m of source.matchAll(new RegExp(String.raw`import\s+(?:\*\s+as\s+)?(\w+)\s+from\s*${CHILD_PROCESS}`, 'g'))) {
    for (const method of METHODS) callees.set(`${m[1]}.${method}`, method);
  }
  const runs: ProgramRun[] = [];
  if (new RegExp(String.raw`require\(\s*${CHILD_PROCESS}`).test(source))
    runs.push({ at: file, problem: 'requires child_process: import it instead, so its calls can be read' });
  for (const [callee, method] of callees) {
    const call = new RegExp(String.raw`(?<![\w$.])${callee.replace('.', String.raw`\.`)}\(\s*([^,)]*)`, 'g');
    for (const m of source.matchAll(call)) {
      const at = `${file}:${source.slice(0, m.index).split('\n').length}`;
      const arg = m[1].trim();
      const literal = /^(['"`])([^'"`$]*)\1$/.exec(arg)?.[2];
      if (method === 'fork' || arg === 'process.execPath') runs.push({ at, program: 'node' });
      else if (literal !== undefined)
        runs.push({ at, program: method.startsWith('exec') && !method.startsWith('execFile') ? literal.split(/\s+/)[0] : literal });
      else runs.push({ at, problem: `${method}(${arg}, …) runs a program this check cannot name: pass a literal` });
    }
  }
  return runs;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Workspace directory of every @overlap package a deployable may link. */
function workspacePackages(root: string): Map<string, string> {
  const dirs = [...readdirSync(join(root, 'packages')).map((d) => join('packages', d)), 'proto'];
  return new Map(dirs.map((dir) => [(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string }).name, dir]));
}

/**
 * The shipped source files of a deployable (a Dockerfile SERVICE: services/x or gateway): its own
 * src/ and that of every workspace package it depends on, transitively.
 */
export function deployableSources(root: string, deployable: string): string[] {
  const packages = workspacePackages(root);
  const dirs = new Set<string>();
  const visit = (dir: string) => {
    if (dirs.has(dir)) return;
    dirs.add(dir);
    const { dependencies = {} } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(dependencies)) {
      const dep = packages.get(name);
      if (dep) visit(dep);
    }
  };
  visit(deployable);
  return [...dirs].flatMap((dir) => sources(join(root, dir, 'src')).map((f) => relative(root, f)));
}
