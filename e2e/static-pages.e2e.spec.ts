import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { launchChromium, newPerson } from './support/browser';
import { captureScreen, DESKTOP, PHONE, settle } from './support/screens';

/**
 * The nine static pages (docs/product/screens-and-navigation.md) in Chromium through the gateway, in all six languages: every page shows
 * its own texts in the chosen language (no English fallback, no raw keys) and passes axe; the FAQ accordion opens
 * one answer at a time by mouse and keyboard; the contact cards are mailto links with the preset subjects.
 */
const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'da'] as const;
type Language = (typeof LANGUAGES)[number];

const PAGES = ['about', 'careers', 'blog', 'terms', 'privacy', 'cookies', 'help', 'faq', 'contact'] as const;
type PageName = (typeof PAGES)[number];

const LOCALES = join(__dirname, '..', 'frontend', 'src', 'locales');
const SUPPORT_EMAIL = 'support@overlap.app';

interface Texts {
  title: string;
  sections?: { id: string; title: string }[];
  questions?: Record<string, { question: string }>;
  topics?: Record<string, { title: string; subject?: string; action?: string }>;
}
const texts = (language: Language, page: PageName): Texts => JSON.parse(readFileSync(join(LOCALES, language, `static-${page}.json`), 'utf8')) as Texts;

/** Headings, questions and card titles a page must show in the given language, read from its translation file. */
function expectedHeadings(language: Language, page: PageName): string[] {
  const t = texts(language, page);
  const headings = [t.title];
  t.sections?.forEach((section, index) => headings.push(`${index + 1}. ${section.title}`));
  if (page === 'help' || page === 'contact') Object.values(t.topics!).forEach((topic) => headings.push(topic.title));
  return headings;
}

/** Text nodes that are nothing but a translation key, e.g. "questions.groupSize.answer" or "static-common:contents". */
async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const dottedKey = /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(text) && !/\.(dk|app|com|ics)$/.test(text);
      if (dottedKey || /^static-[a-z]+:[\w.-]+$/.test(text)) found.push(text);
    }
    return found;
  });
}

async function personIn(browser: Browser, language: Language, dark = false): Promise<BrowserContext> {
  const context = await newPerson(browser);
  // The app reads both before its first render (the language is kept under 'language').
  await context.addInitScript(
    ([lng, darkMode]) => {
      localStorage.setItem('language', lng);
      localStorage.setItem('darkMode', String(darkMode));
    },
    [language, dark] as const,
  );
  return context;
}

async function openStaticPage(page: Page, language: Language, name: PageName) {
  await page.goto(`/${name}`);
  await page.getByRole('heading', { level: 1, name: texts(language, name).title, exact: true }).waitFor();
  await settle(page);
}

describe('static pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());

  it.each(LANGUAGES)(
    'every static page renders in %s with its own texts, no missing keys and no serious axe violations',
    async (language) => {
      const context = await personIn(browser, language);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && !m.text().includes('401') && errors.push(m.text()));

      for (const name of PAGES) {
        await openStaticPage(page, language, name);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const headings = await page.getByRole('heading').allInnerTexts();
        const shown = headings.map((h) => h.trim());
        for (const heading of expectedHeadings(language, name)) expect([name, shown]).toEqual([name, expect.arrayContaining([heading])]);
        expect([name, await rawKeys(page)]).toEqual([name, []]);

        if (name === 'faq') {
          // Answers render when opened; open each one so its texts are checked too.
          for (const { question } of Object.values(texts(language, 'faq').questions!)) {
            const button = page.getByRole('button', { name: question, exact: true });
            await button.click();
            await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
          }
          await settle(page);
          expect([name, await rawKeys(page)]).toEqual([name, []]);
        }

        if (name === 'contact') {
          for (const topic of Object.values(texts(language, 'contact').topics!)) {
            const href = await page.getByRole('link', { name: topic.action, exact: true }).getAttribute('href');
            expect(href).toBe(`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(topic.subject!)}`);
          }
        }

        // On a 390 px phone nothing of the page's own content sticks out sideways (long German words included).
        await page.setViewportSize(PHONE);
        await settle(page);
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}"`),
        );
        expect([name, overflowing]).toEqual([name, []]);
        await page.setViewportSize(DESKTOP);

        await page.evaluate(() => window.scrollTo(0, 0));
        if (language === 'en' || language === 'da') await captureScreen(page, `static-${name}-${language}`);
        else await expectAccessible(page, `/${name} in ${language}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it('the FAQ opens one answer at a time, by mouse and by keyboard', async () => {
    const context = await personIn(browser, 'en');
    const page = await context.newPage();
    await openStaticPage(page, 'en', 'faq');
    const questions = texts('en', 'faq').questions!;
    const question = (id: string) => page.getByRole('button', { name: questions[id].question, exact: true });
    const expanded = () => page.locator('[role="button"][aria-expanded="true"]').allInnerTexts();

    expect(await expanded()).toEqual([]);
    await question('groupSize').click();
    await page.getByText('There is no hard limit on group size.', { exact: false }).waitFor();
    expect(await expanded()).toEqual([questions.groupSize.question]);
    await question('cancelling').click();
    expect(await expanded()).toEqual([questions.cancelling.question]);

    // Keyboard only: Tab reaches the questions in order; Enter and Space toggle; still one open at a time.
    await question('whyUpgrade').focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual([questions.whyUpgrade.question]);
    // Tab goes through the open answer's link (to Pricing), then on to the next question.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe('/pricing');
    await page.keyboard.press('Tab');
    await expect(question('calendarMissing').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual([questions.calendarMissing.question]);
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual([]);
    // The page did not scroll away on Space: the focused question is still on screen.
    await expect(question('calendarMissing').isVisible()).resolves.toBe(true);

    await page.getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL('**/contact');
    await page.goBack();
    await page.getByRole('link', { name: 'Visit the Help Center' }).click();
    await page.waitForURL('**/help');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    await context.close();
  }, 60_000);

  it('the table of contents of a legal page jumps to its section, and a deep link works on first load', async () => {
    const context = await personIn(browser, 'en');
    const page = await context.newPage();
    await openStaticPage(page, 'en', 'privacy');
    const retention = texts('en', 'privacy').sections!.find((s) => s.id === 'retention')!;
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: retention.title }).click();
    await page.waitForURL('**/privacy#retention');
    // The section's heading is near the top and not hidden under the sticky top bar.
    const heading = page.locator('#retention h2');
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeLessThan(200);
    const uncovered = await heading.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + 10, r.top + r.height / 2));
    });
    expect(uncovered).toBe(true);

    await page.goto('/terms#law');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await settle(page);
    // Near the end of the page the browser cannot scroll the section to the very top; it must be in view.
    const law = await page.locator('#law').evaluate((el) => ({ top: el.getBoundingClientRect().top, scrolled: window.scrollY }));
    expect(law.scrolled).toBeGreaterThan(1000);
    expect(law.top).toBeGreaterThanOrEqual(0);
    expect(law.top).toBeLessThan(450);
    await context.close();
  }, 60_000);

  it('looks right in dark mode', async () => {
    const context = await personIn(browser, 'en', true);
    const page = await context.newPage();
    for (const name of ['help', 'faq', 'terms'] as const) {
      await openStaticPage(page, 'en', name);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await captureScreen(page, `static-${name}-en-dark`);
    }
    await context.close();
  }, 120_000);
});
