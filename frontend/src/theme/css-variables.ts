import { borderRadius, fontFamily, palettes, type Palette } from './tokens.ts';

/** `surfaceMuted` → `surface-muted`, `event.lecture.bg` → `event-lecture-bg`. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every colour of a palette as `[--name, value]`, nested groups joined with dashes. */
export function paletteVariables(palette: Palette): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = `${prefix}${kebab(key)}`;
      if (typeof value === 'string') out.push([`--${name}`, value]);
      else walk(value as object, `${name}-`);
    }
  };
  walk(palette, '');
  return out;
}

const block = (selector: string, declarations: [string, string][]) =>
  `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;

/**
 * The stylesheet of the app's custom properties: the light palette on :root, the dark one when the
 * page is in dark mode (provider.tsx sets data-theme). Built into the first CSS file, so every page
 * has them before any script runs and without antd.
 */
export function themeStylesheet(): string {
  return [
    '/* Generated from src/theme/tokens.ts by build/theme-css.ts: edit the tokens, not this. */\n',
    block(':root', [...paletteVariables(palettes.light), ['--radius', `${borderRadius}px`], ['font-family', fontFamily]]),
    block(":root[data-theme='dark']", paletteVariables(palettes.dark)),
  ].join('\n');
}
