import { chromium } from 'playwright-core';
import type { HandMadeScreen } from './hand-made';
import { SCREEN_STYLES, timetableHtml, visibleClasses, type ColourScheme, type ScreenSpec } from './timetable-html';
import { SCREEN_LANGUAGES, timetableWeek, type TruthClass } from './timetable-week';

export interface RenderedScreen {
  name: string;
  spec: ScreenSpec;
  png: Buffer;
  truth: TruthClass[];
}

/**
 * The measured set: every style × light/dark × 390/1440 px, each in two of the six languages
 * (rotating, so every language appears in every style), 40 screenshots with their ground truth.
 */
export function screenSpecs(): ScreenSpec[] {
  const specs: ScreenSpec[] = [];
  let n = 0;
  for (const style of SCREEN_STYLES)
    for (const scheme of ['light', 'dark'] as ColourScheme[])
      for (const width of [1440, 390] as const)
        for (let k = 0; k < 2; k++, n++) {
          const language = SCREEN_LANGUAGES[n % SCREEN_LANGUAGES.length];
          specs.push({ style, scheme, width, language, classes: timetableWeek(1000 + n, language) });
        }
  return specs;
}

export const screenName = (s: ScreenSpec) => `${s.style}-${s.scheme}-${s.width}-${s.language}`;

/** The hand-made pages rendered as they are (phones, under 500 px, at 3×). */
export async function renderHandMade(pages: HandMadeScreen[]): Promise<{ name: string; png: Buffer; truth: TruthClass[] }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const out = [];
    for (const hand of pages) {
      const page = await browser.newPage({ viewport: { width: hand.width, height: 700 }, deviceScaleFactor: hand.width < 500 ? 3 : 1 });
      await page.setContent(hand.html);
      await page.evaluate(() => document.fonts.ready);
      out.push({ name: hand.name, png: await page.screenshot({ fullPage: true, type: 'png' }), truth: hand.truth });
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Renders the specs in Debian's Chromium (phones at 3× like a real phone screenshot). */
export async function renderScreens(specs: ScreenSpec[]): Promise<RenderedScreen[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const out: RenderedScreen[] = [];
    for (const spec of specs) {
      const phone = spec.width === 390;
      const page = await browser.newPage({ viewport: { width: spec.width, height: phone ? 844 : 900 }, deviceScaleFactor: phone ? 3 : 1 });
      await page.setContent(timetableHtml(spec));
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ fullPage: true, type: 'png' });
      await page.close();
      out.push({ name: screenName(spec), spec, png, truth: visibleClasses(spec) });
    }
    return out;
  } finally {
    await browser.close();
  }
}
