import { within } from '@testing-library/react';
import '@testing-library/jest-dom';
import { RETENTION } from '@overlap/contracts';
import { renderStatic } from '../testing/render-static';
import { STATIC_LANGUAGES, STATIC_RESOURCES, type StaticLanguage } from '../testing/static-resources';
import { HelpPage } from './help-page';
import { PrivacyPage } from './privacy-page';

interface Section {
  id: string;
  title: string;
  body: (string | string[])[];
}

const sectionOf = (language: StaticLanguage, id: string): Section =>
  (STATIC_RESOURCES[language]['static-privacy'] as { sections: Section[] }).sections.find((s) => s.id === id)!;
const numbersIn = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

/** The retention list in the order the privacy policy gives it, each item with the figure it must state. */
const RETENTION_ITEMS = [
  ['message log and its bookkeeping', RETENTION.eventDays],
  ['messages that could not be processed', RETENTION.deadLetterDays],
  ['failed sign-in counters', RETENTION.signInFailureDays],
  ['backups', RETENTION.backupDays],
  ['logs', RETENTION.logDays],
  ['bookkeeping of payments (years)', RETENTION.bookkeepingYears],
] as const;

/**
 * The privacy policy and the help page state how long each store keeps data, and those figures
 * are the configuration's (RETENTION, which scripts/test/retention-figures.int.spec.ts holds to the
 * code and the chart), in every language; both pages say how to export and how deletion works.
 */
describe.each(STATIC_LANGUAGES)('retention, export and deletion texts in %s', (language) => {
  it("the policy's retention section states each configured figure, and no other number", () => {
    const [lead, items, closing] = sectionOf(language, 'retention').body as [string, string[], string];
    expect(numbersIn(lead)).toEqual([RETENTION.deletionDays]);
    expect(items).toHaveLength(RETENTION_ITEMS.length);
    RETENTION_ITEMS.forEach(([what, figure], index) => {
      const stated = numbersIn(items[index]!);
      expect([what, stated.length > 0 && stated.every((n) => n === figure)]).toEqual([what, true]);
    });
    expect(numbersIn(closing)).toEqual([]);
  });

  it('the policy explains deletion and export, and its rights point to the download', () => {
    for (const id of ['deletion', 'export']) {
      const text = sectionOf(language, id).body.flat().join(' ');
      expect(text).toContain('<privacySettings>');
    }
    const rights = sectionOf(language, 'your-rights').body[1] as string[];
    expect(rights[0]).toContain(sectionOf(language, 'export').title);
  });

  it('the privacy page links both to Privacy & Security, where the download and the deletion are', () => {
    const { missingKeys } = renderStatic(<PrivacyPage />, { language, path: '/privacy' });
    for (const id of ['deletion', 'export']) {
      const section = document.getElementById(id)!;
      expect(within(section).getByRole('heading', { name: new RegExp(sectionOf(language, id).title) })).toBeInTheDocument();
      expect(
        within(section)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toContain('/profile/privacy');
    }
    expect(missingKeys).toEqual([]);
  });

  it("the help page's privacy topic says how to export and what deletion keeps for how long", () => {
    const help = STATIC_RESOURCES[language]['static-help'] as { topics: { privacySecurity: { tips: string[] } } };
    const [, , exportTip, deletionTip] = help.topics.privacySecurity.tips as [string, string, string, string];
    expect(exportTip).toContain('<privacySettings>');
    expect(new Set(numbersIn(deletionTip))).toEqual(new Set([RETENTION.eventDays, RETENTION.backupDays, RETENTION.logDays, RETENTION.bookkeepingYears]));

    const { missingKeys } = renderStatic(<HelpPage />, { language, path: '/help' });
    const topic = document.getElementById('privacySecurity')!;
    expect(within(topic).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(topic)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/profile/privacy', '/privacy']));
    expect(missingKeys).toEqual([]);
  });
});
