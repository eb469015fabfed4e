import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the app's CSP
 * still forbids injected scripts) and returns the WCAG 2.x A/AA and best-practice violations of the
 * given impacts (serious and critical unless asked).
 */
export async function seriousA11yViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact !== null && impacts.includes(v.impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/**
 * Fails the test with the list of violations, so the message says what to fix; `moderate` adds
 * axe's moderate findings (landmarks, regions) where a page has been cleared of them.
 */
export async function expectAccessible(page: Page, where: string, { moderate = false }: { moderate?: boolean } = {}): Promise<void> {
  const violations = await seriousA11yViolations(page, moderate ? ['moderate', 'serious', 'critical'] : ['serious', 'critical']);
  if (violations.length) throw new Error(`Accessibility violations on ${where}:\n${violations.join('\n')}`);
}
