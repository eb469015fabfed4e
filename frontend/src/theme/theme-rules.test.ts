import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { themeStylesheet } from './css-variables';
import { palettes } from './tokens';

// One theme source (ADR 051): colours live in tokens.ts only; stylesheets use its custom properties,
// never raise priority with !important, and never restyle antd's internal class names (.ant-*,
// .anticon) — antd is themed through its tokens and its components' classNames/styles props.

const SRC = join(__dirname, '..');
const TOKEN_SOURCE = join(__dirname, 'tokens.ts');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** Comments out (a rule explained in prose may name what it avoids). */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** `file:line: text` for each line of the files that matches. */
function findings(paths: string[], pattern: RegExp): string[] {
  return paths.flatMap((path) =>
    code(path)
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${relative(SRC, path)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const IMPORTANT = /!\s*important/i;
/** A selector naming one of antd's own classes. */
const ANTD_CLASS = /\.(ant-[\w-]+|anticon[\w-]*)/;
/** A colour written out: #rgb, #rrggbb or with alpha. */
const HEX = /#[0-9a-f]{3,8}\b/i;
/** antd's own variables: set only inside antd's components, so elsewhere their fallback shows. */
const ANTD_VARIABLE = /var\(--ant-/;
/** An antd class name written into markup by hand. */
const ANTD_CLASS_IN_MARKUP = /className=\{?["'`][^"'`]*\bant-[\w-]+/;

/**
 * The stylesheets that stay plain global CSS, each with its reason (ADR 051). Every other stylesheet is a
 * CSS Module (`x.module.css`), so its classes cannot leak into another screen or be restyled from one.
 */
const GLOBAL_STYLESHEETS: Record<string, string> = {
  'styles.css': 'the base: elements, the layout shell and the classes every page shares (.page, .muted, .settings-card, …)',
  'components/error-boundary/error-fallback.css': "study groups' page error boundary draws the same fallback with these classes",
  'components/user-avatar.css': "the person-colour tests find avatars by .user-avatar (study groups' tests and journey)",
  'features/study-groups/presence.css': 'not converted yet: study groups are being reworked',
  'features/study-groups/invitation-highlight.css': 'not converted yet: study groups are being reworked',
};

describe('the one theme source', () => {
  const stylesheets = files(SRC, /\.css$/);
  const sources = files(SRC, /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f) && f !== TOKEN_SOURCE && !f.includes(`${join('lib', 'api-generated')}`));

  it('recognises what it forbids', () => {
    expect(IMPORTANT.test('color: red !important;')).toBe(true);
    expect(ANTD_CLASS.test('.plan-card .ant-card-body {')).toBe(true);
    expect(ANTD_CLASS.test('.ways .anticon {')).toBe(true);
    expect(ANTD_CLASS.test('.plant-list {')).toBe(false);
    expect(HEX.test('border: 1px solid #f1b0b0;')).toBe(true);
    expect(HEX.test("color: '#fff'")).toBe(true);
    expect(HEX.test('href="#section-2"')).toBe(false);
    expect(ANTD_CLASS_IN_MARKUP.test('<p className="ant-upload-hint">')).toBe(true);
    expect(ANTD_VARIABLE.test('color: var(--ant-color-error, #c81e1e);')).toBe(true);
    expect(code('/dev/null')).toBe('');
  });

  it('reads the stylesheets and sources', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
    expect(sources.length).toBeGreaterThan(100);
  });

  it('feature and component styles are CSS Modules: a global stylesheet must be listed with its reason', () => {
    const global = stylesheets.filter((f) => !f.endsWith('.module.css')).map((f) => relative(SRC, f).split(sep).join('/'));
    expect(global.filter((f) => !(f in GLOBAL_STYLESHEETS))).toEqual([]);
    // A listed file that became a module (or went) leaves the list too.
    expect(Object.keys(GLOBAL_STYLESHEETS).filter((f) => !global.includes(f))).toEqual([]);
  });

  it('no stylesheet uses !important', () => {
    expect(findings(stylesheets, IMPORTANT)).toEqual([]);
  });

  it("no stylesheet restyles antd's internal classes, and no markup borrows them", () => {
    expect(findings(stylesheets, ANTD_CLASS)).toEqual([]);
    // The app's own variables (tokens.ts) instead: defined on every page, in both themes.
    expect(findings(stylesheets, ANTD_VARIABLE)).toEqual([]);
    expect(findings(sources, ANTD_CLASS_IN_MARKUP)).toEqual([]);
  });

  it('no colour is written outside the token source', () => {
    expect(findings([...stylesheets, ...sources], HEX)).toEqual([]);
  });

  it('every custom property the stylesheets read is defined: by the tokens, a stylesheet or a component', () => {
    const defined = new Set(
      [
        ...themeStylesheet().matchAll(/(--[\w-]+):/g),
        ...stylesheets.flatMap((f) => [...code(f).matchAll(/(--[\w-]+)\s*:/g)]),
        // Set per element by a component's style (`'--hour-px': …`).
        ...sources.flatMap((f) => [...code(f).matchAll(/['"](--[\w-]+)['"]/g)]),
      ].map((m) => m[1]),
    );
    const used = [...new Set(stylesheets.flatMap((f) => [...code(f).matchAll(/var\((--[\w-]+)/g)].map((m) => `${relative(SRC, f)}: ${m[1]}`)))];
    expect(used.filter((u) => !defined.has(u.split(': ')[1]))).toEqual([]);
  });

  it('gives both themes the same variables, the dark ones under data-theme', () => {
    const names = (p: object) => JSON.stringify(Object.keys(p).sort());
    expect(names(palettes.dark)).toBe(names(palettes.light));
    const css = themeStylesheet();
    expect(css).toContain(`--primary: ${palettes.light.primary};`);
    expect(css).toContain(":root[data-theme='dark'] {");
    expect(css).toContain(`--event-lecture-bg: ${palettes.dark.event.lecture.bg};`);
  });
});
