import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import { renderStatic } from '../testing/render-static';
import { STATIC_LANGUAGES, STATIC_RESOURCES, type StaticLanguage } from '../testing/static-resources';
import { AboutPage } from './about-page';
import { FaqPage } from './faq-page';
import { HelpPage } from './help-page';
import { TermsPage } from './terms-page';

type PolicyNamespace = 'static-help' | 'static-faq' | 'static-terms' | 'static-about';

/** A variant as the reader sees it: inline tags such as <pricing> become links, so only their text remains. */
function variant(language: StaticLanguage, namespace: PolicyNamespace, premium: boolean): string {
  const texts = STATIC_RESOURCES[language][namespace] as Record<string, string>;
  return texts[premium ? 'invitationRule_premium' : 'invitationRule']!.replace(/<\/?\w+>/g, '');
}

const shows = (text: string) => screen.queryAllByText((_, element) => element?.tagName !== 'SCRIPT' && (element?.textContent ?? '').endsWith(text)).length > 0;

async function render(namespace: PolicyNamespace, language: StaticLanguage, acceptRequiresPremium: boolean) {
  if (namespace === 'static-help') return renderStatic(<HelpPage />, { language, path: '/help', acceptRequiresPremium });
  if (namespace === 'static-terms') return renderStatic(<TermsPage />, { language, path: '/terms', acceptRequiresPremium });
  if (namespace === 'static-about') return renderStatic(<AboutPage />, { language, path: '/about', acceptRequiresPremium });
  const rendered = renderStatic(<FaqPage />, { language, path: '/faq', acceptRequiresPremium });
  const question = (STATIC_RESOURCES[language]['static-faq'] as { questions: { whyUpgrade: { question: string } } }).questions.whyUpgrade.question;
  await userEvent.setup().click(screen.getByRole('button', { name: question }));
  return rendered;
}

describe.each(STATIC_LANGUAGES)('Help, FAQ, Terms and About follow INVITATIONS_REQUIRE_PREMIUM in %s', (language) => {
  describe.each(['static-help', 'static-faq', 'static-terms', 'static-about'] as const)('%s', (namespace) => {
    it('says accepting is free when the setting is off (the default)', async () => {
      const { missingKeys } = await render(namespace, language, false);
      expect(shows(variant(language, namespace, false))).toBe(true);
      expect(shows(variant(language, namespace, true))).toBe(false);
      expect(missingKeys).toEqual([]);
    });

    it('says accepting needs premium when the setting is on', async () => {
      const { missingKeys } = await render(namespace, language, true);
      expect(shows(variant(language, namespace, true))).toBe(true);
      expect(shows(variant(language, namespace, false))).toBe(false);
      expect(missingKeys).toEqual([]);
    });
  });
});
