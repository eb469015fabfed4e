import { screen, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import terms from '@/locales/en/static-terms.json';
import { renderStatic } from '../testing/render-static';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('legal documents', () => {
  it('link every entry of the table of contents to its numbered section', () => {
    renderStatic(<TermsPage />, { path: '/terms' });
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(terms.sections.length);
    links.forEach((link, index) => {
      const section = terms.sections[index];
      expect(link).toHaveAttribute('href', `#${section.id}`);
      expect(document.getElementById(section.id)).toContainElement(screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.title}` }));
    });
  });

  it.each([
    ['en', 'Last updated: October 2025'],
    ['da', 'Senest opdateret: oktober 2025'],
    ['de', 'Zuletzt aktualisiert: Oktober 2025'],
    ['zh', '最后更新：2025年10月'],
  ] as const)('show the revision date in %s', (language, text) => {
    renderStatic(<PrivacyPage />, { language, path: '/privacy' });
    const date = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(date).toHaveAttribute('dateTime', '2025-10');
    expect(date.parentElement).toHaveTextContent(text);
  });

  it('state the facts the product requires: card payments, AI processing and deletion within 30 days', () => {
    const { unmount } = renderStatic(<TermsPage />, { path: '/terms' });
    expect(screen.getByText(/processed by our card payment provider/)).toBeInTheDocument();
    expect(screen.getByText(/processed by an AI service to recognise your classes/)).toBeInTheDocument();
    expect(screen.getByText(/deleted from all our systems within 30 days after account deletion/)).toBeInTheDocument();
    expect(screen.getByText(/governed by Danish law/)).toBeInTheDocument();
    unmount();

    renderStatic(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { name: /AI processing of screenshots/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Card payments/ })).toBeInTheDocument();
    expect(screen.getByText(/deleted from all our systems within 30 days after account deletion/)).toBeInTheDocument();
  });

  it('name the cookies the sign-in really sets (ADR 002)', () => {
    renderStatic(<CookiesPage />, { path: '/cookies' });
    expect(screen.getByText('overlap_at')).toBeInTheDocument();
    expect(screen.getByText('overlap_rt')).toBeInTheDocument();
  });
});
