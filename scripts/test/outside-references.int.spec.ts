import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The product's rules live in docs/product and the design in docs/architecture.md and docs/adr. The
// specification and design files the project started from are not in the repository, so a comment or
// doc that cites them ("… §4") dangles in every clone: state the rule, or point to docs/product.

const ROOT = resolve(__dirname, '..', '..');
/** Built from parts so that this file does not match itself. */
const CITATION = new RegExp(['SPEC', 'ARCHITECTURE'].map((name) => `\\b${name}\\.md\\b`).join('|'));

/** Tracked files and new ones not ignored, so a file is checked before its first commit too. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\n').filter((f) => f && existsSync(join(ROOT, f)) && statSync(join(ROOT, f)).isFile());
}

/** `file:line: text` for every line that cites one of those files; binary files are skipped. */
function citations(file: string): string[] {
  const bytes = readFileSync(join(ROOT, file));
  if (bytes.includes(0)) return [];
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : []));
}

describe('references to files outside the repository', () => {
  it('recognises a citation of the specification or the design file', () => {
    expect(CITATION.test(['// ', 'SPEC', '.md §4: pending counts as unread'].join(''))).toBe(true);
    expect(CITATION.test(['(', 'ARCHITECTURE', '.md §3)'].join(''))).toBe(true);
    expect(CITATION.test('see docs/architecture.md and docs/product/premium.md')).toBe(false);
  });

  it('no file cites them: comments and docs state the rule or point to docs/product', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(citations)).toEqual([]);
  });
});
