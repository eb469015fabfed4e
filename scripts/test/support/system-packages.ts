/** Debian packages by name, with their pinned version (undefined: not pinned). */
export type Packages = Map<string, string | undefined>;

const VARIABLE = /\$\{(\w+)\}|\$(\w+)/g;

function resolve(text: string, values: Record<string, string | undefined>, problems: string[], where: string): string {
  return text.replace(VARIABLE, (whole, braced?: string, bare?: string) => {
    const value = values[braced ?? bare ?? ''];
    if (value === undefined) problems.push(`${where}: ${whole} has no value`);
    return value ?? whole;
  });
}

function packagesOf(entries: string[], values: Record<string, string | undefined>, problems: string[], where: string): Packages {
  return new Map(
    entries.map((entry) => {
      const [name, version] = resolve(entry, values, problems, where).split(/=(.*)/s);
      return [name, version];
    }),
  );
}

/** The instructions of each stage, comments dropped and continued lines joined (as Docker reads them). */
function stages(dockerfile: string): string[][] {
  const instructions: string[] = [];
  let current = '';
  for (const line of dockerfile.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    current += line.replace(/\\\s*$/, ' ');
    if (/\\\s*$/.test(line)) continue;
    if (current.trim()) instructions.push(current.trim());
    current = '';
  }
  const result: string[][] = [];
  for (const instruction of instructions) {
    if (/^FROM\s/i.test(instruction)) result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}

/** The packages of every `apt-get install` in a piece of shell. */
function aptInstalls(shell: string): string[] {
  return [...shell.matchAll(/apt-get\s+(?:-\S+\s+)*install\b((?:(?!&&|\|\||;).)*)/gs)].flatMap((m) => m[1].split(/\s+/).filter((t) => t && !t.startsWith('-')));
}

/**
 * What the runtime image (the Dockerfile's last stage) installs with apt-get for each deployable:
 * a RUN's installs apply to every SERVICE, those inside its `case "$SERVICE" in` to the services
 * whose branch they are in. Versions are resolved from the stage's ARG defaults.
 */
export function imagePackages(
  dockerfile: string,
  deployables: string[],
): { packages: Map<string, Packages>; args: Record<string, string>; problems: string[] } {
  const runtime = stages(dockerfile).at(-1) ?? [];
  const args: Record<string, string> = {};
  for (const instruction of runtime) {
    const arg = /^ARG\s+(\w+)=(\S+)$/i.exec(instruction);
    if (arg) args[arg[1]] = arg[2];
  }
  const problems: string[] = [];
  const entries = new Map<string, string[]>(deployables.map((d) => [d, []]));
  for (const run of runtime.filter((i) => /^RUN\s/i.test(i))) {
    const outside = run.replace(/\bcase\s+"?\$\{?SERVICE\}?"?\s+in\b([\s\S]*?)\besac\b/g, (_whole, branches: string) => {
      for (const branch of branches.split(';;').filter((b) => b.trim())) {
        const m = /^\s*\(?([^)]*)\)([\s\S]*)$/.exec(branch);
        if (!m) {
          problems.push(`Dockerfile: cannot read the case branch '${branch.trim()}'`);
          continue;
        }
        const patterns = m[1].split('|').map((p) => p.trim().replace(/^(['"])(.*)\1$/, '$2'));
        for (const pattern of patterns.filter((p) => p !== '*' && /[*?[]/.test(p)))
          problems.push(`Dockerfile: the SERVICE pattern '${pattern}' is a glob this check cannot read`);
        const matched = deployables.filter((d) => patterns.includes(d) || patterns.includes('*'));
        if (!matched.length) problems.push(`Dockerfile: the case branch '${m[1].trim()}' names no deployable`);
        for (const d of matched) entries.get(d)?.push(...aptInstalls(m[2]));
      }
      return ' ';
    });
    for (const d of deployables) entries.get(d)?.push(...aptInstalls(outside));
  }
  const packages = new Map([...entries].map(([d, list]) => [d, packagesOf(list, args, problems, `Dockerfile (${d})`)]));
  return { packages, args, problems };
}

/** The `wanted` packages of infra/local/system-packages.sh, with versions from versions.env. */
export function localPackages(script: string, versions: Record<string, string>): { packages: Packages; problems: string[] } {
  const code = script
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
  const entries = [...code.matchAll(/\bwanted\+?=\(([^)]*)\)/g)].flatMap((m) => [...m[1].matchAll(/"([^"]*)"|(\S+)/g)].map((t) => t[1] ?? t[2]));
  const problems: string[] = [];
  return { packages: packagesOf(entries, versions, problems, 'system-packages.sh'), problems };
}
