import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Docs that cannot drift quietly: every relative link in docs/ and in every README must reach a file
// (and, where it names one, a heading of that file), so a moved file or a renamed heading fails here;
// every ADR is listed in docs/adr/README.md with the status its own Status: line gives.

const ROOT = resolve(__dirname, '..', '..');

/** Tracked files and new ones not ignored, so a page is checked before its first commit too. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\n')
    .filter(Boolean)
    .filter((f) => existsSync(join(ROOT, f)));
}

const isChecked = (file: string) => file.endsWith('.md') && (file.startsWith('docs/') || /(^|\/)README\.md$/.test(file));

/** The markdown outside fenced code blocks, with inline code spans blanked out. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`+[^`]*`+/g, '');
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = headingSlug(heading[1]);
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Link targets of a markdown text: inline links and images, and reference definitions. */
function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const line of prose(text)) {
    for (const m of line.matchAll(/!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
    const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(line);
    if (reference) targets.push(reference[1]);
  }
  return targets;
}

/** What is wrong with one link of `file`, or null when it resolves. */
function problemOf(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null; // another site, mailto:, …
  const [pathPart, anchor] = target.split('#', 2);
  const path = decodeURIComponent(pathPart.split('?')[0]);
  const resolved = path === '' ? join(ROOT, file) : path.startsWith('/') ? join(ROOT, path) : resolve(ROOT, dirname(file), path);
  if (relative(ROOT, resolved).startsWith('..')) return `${target}: points outside the repository`;
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchorsOf(resolved).has(decodeURIComponent(anchor))) {
    return `${target}: no heading #${anchor} in ${relative(ROOT, resolved)}`;
  }
  return null;
}

describe('documentation links', () => {
  it('finds the links a page can hold', () => {
    const text = [
      'See [a](a.md), ![pic](img/x.png "title") and [b](../b.md#some-heading).',
      '`[not](a link)` and [site](https://example.org).',
      '```',
      '[inside](code.md)',
      '```',
      '[ref]: ./ref.md',
    ].join('\n');
    expect(linkTargets(text)).toEqual(['a.md', 'img/x.png', '../b.md#some-heading', 'https://example.org', './ref.md']);
  });

  it("makes GitHub's heading anchors", () => {
    expect(headingSlug('Who may read what')).toBe('who-may-read-what');
    expect(headingSlug('Checkout, trial and the `portal`')).toBe('checkout-trial-and-the-portal');
    expect(headingSlug('016 — Time kernel')).toBe('016--time-kernel');
  });

  it('resolves files and headings, and says what is missing', () => {
    expect(problemOf('docs/product/README.md', 'privacy.md#who-may-read-what')).toBeNull();
    expect(problemOf('docs/product/README.md', '../../README.md')).toBeNull();
    expect(problemOf('docs/product/README.md', 'privacy.md#no-such-heading')).toMatch(/no heading #no-such-heading/);
    expect(problemOf('docs/product/README.md', 'no-such-page.md')).toMatch(/no such file/);
    expect(problemOf('docs/product/README.md', '../../../outside.md')).toMatch(/outside the repository/);
    expect(problemOf('docs/product/README.md', 'https://example.org/x.md')).toBeNull();
  });

  it('every relative link in docs/ and in every README resolves, to the heading where one is named', () => {
    const pages = repositoryFiles().filter(isChecked);
    expect(pages.length).toBeGreaterThan(10);
    const broken = pages.flatMap((page) =>
      linkTargets(readFileSync(join(ROOT, page), 'utf8'))
        .map((target) => problemOf(page, target))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${page}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('ADR index', () => {
  const adrDir = join(ROOT, 'docs', 'adr');
  const records = readdirSync(adrDir).filter((f) => /^\d{3}-.+\.md$/.test(f));
  const index = readFileSync(join(adrDir, 'README.md'), 'utf8');
  /** file → status, from the index's rows `| [NNN](file) | decision | status |`. */
  const listed = new Map([...index.matchAll(/^\|\s*\[\d{3}\]\(([^)]+)\)\s*\|[^|]*\|\s*(.*?)\s*\|\s*$/gm)].map((m) => [m[1], m[2]]));

  it('lists every record, and only records that exist', () => {
    expect([...listed.keys()].sort()).toEqual(records.sort());
  });

  it("gives each record the status of the record's own Status: line", () => {
    const mismatched = records.flatMap((file) => {
      const status = /^Status:\s*(.+?)\.?\s*$/m.exec(readFileSync(join(adrDir, file), 'utf8'))?.[1];
      return status === listed.get(file) ? [] : [`${file}: Status: ${status ?? '(none)'} / index: ${listed.get(file) ?? '(not listed)'}`];
    });
    expect(mismatched).toEqual([]);
  });
});
