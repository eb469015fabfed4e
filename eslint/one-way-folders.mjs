// ESLint rule: folders inside a workspace point one way. The first-level folders under a
// workspace's src/ form a graph through their files' relative imports (specs excluded; files
// directly in src/ are the composition root and config, outside the graph). An import from
// folder A into folder B is reported when B reaches A again through the graph, i.e. when the
// two folders sit on one cycle: move the shared files into a folder both may import.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const WORKSPACE_FILE = /^(.*[/\\](?:services[/\\][^/\\]+|gateway|packages[/\\][^/\\]+))[/\\]src[/\\]([^/\\]+)[/\\]/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const isSource = (name) => /\.tsx?$/.test(name) && !/\.(spec|test|d)\.tsx?$/.test(name);

/** The first-level folder of src/ a path lies in, or undefined for src/ itself and outside it. */
function folderOf(src, path) {
  const parts = relative(src, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** folder -> the folders its files import. */
function folderGraph(src) {
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const from = folderOf(src, file);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = folderOf(src, resolve(dirname(file), specifier));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The chain of folders from `start` to `goal`, or undefined when `goal` is unreachable. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const folder = queue.shift();
    if (folder === goal) {
      const chain = [];
      for (let at = goal; at !== undefined; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(folder) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, folder);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const graphs = new Map();

export const oneWayFolders = {
  rules: {
    'one-way-folders': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          cycle:
            "Folder '{{from}}' imports '{{to}}', which imports it back ({{chain}}): folders point one way; move what both need into a folder both may import.",
        },
      },
      create(context) {
        const match = WORKSPACE_FILE.exec(context.filename);
        if (!match || !isSource(context.filename)) return {};
        const src = join(match[1], 'src');
        const from = match[2];
        if (!graphs.has(src)) graphs.set(src, folderGraph(src));
        const graph = graphs.get(src);
        const check = (node) => {
          const specifier = node.source?.value;
          if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
          const to = folderOf(src, resolve(dirname(context.filename), specifier));
          if (!to || to === from) return;
          const back = pathBetween(graph, to, from);
          if (back) context.report({ node: node.source, messageId: 'cycle', data: { from, to, chain: [from, ...back].join(' → ') } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
