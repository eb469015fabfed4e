import { screen, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import { SOCIAL_URL, SUPPORT_EMAIL } from '@/config/contact';
import { renderStatic } from '../testing/render-static';
import { ContactPage } from './contact-page';

/** The subject a mailto: link presets, decoded. */
function mailtoSubject(link: HTMLElement): string | null {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith(`mailto:${SUPPORT_EMAIL}`)).toBe(true);
  return new URLSearchParams(href.split('?')[1] ?? '').get('subject');
}

describe('Contact page', () => {
  it('offers the four contact topics as mailto links with preset subjects, and no form', () => {
    const { container, missingKeys } = renderStatic(<ContactPage />, { path: '/contact' });

    const cards = [
      ['Technical Support', 'E-mail Technical Support', 'Technical Support'],
      ['Account & Billing', 'E-mail Account & Billing', 'Account & Billing'],
      ['Feature Requests', 'Suggest a feature', 'Feature Request'],
      ['Partnerships & Press', 'E-mail Partnerships & Press', 'Partnerships & Press'],
    ];
    for (const [title, action, subject] of cards) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(mailtoSubject(screen.getByRole('link', { name: action }))).toBe(subject);
    }
    expect(container.querySelector('form, input, textarea')).toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('encodes subjects so an ampersand does not cut them short', () => {
    renderStatic(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('link', { name: 'E-mail Account & Billing' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}?subject=Account%20%26%20Billing`);
  });

  it('presets the subjects in the reader’s language', () => {
    renderStatic(<ContactPage />, { language: 'da', path: '/contact' });
    expect(mailtoSubject(screen.getByRole('link', { name: 'Skriv til teknisk support' }))).toBe('Teknisk support');
  });

  it('lists what to include in an e-mail and links to the social page', () => {
    renderStatic(<ContactPage />, { path: '/contact' });
    const checklist = within(screen.getByRole('heading', { name: 'What to include' }).parentElement!).getAllByRole('listitem');
    expect(checklist.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your account e-mail'),
      expect.stringContaining('A clear description'),
      expect.stringContaining('Screenshots for bugs'),
      expect.stringContaining('Error messages'),
    ]);
    expect(screen.getByRole('link', { name: /Follow @overlap\.app on Instagram/ })).toHaveAttribute('href', SOCIAL_URL);
    expect(screen.getByRole('heading', { level: 2, name: 'Reply within 24 hours' })).toBeInTheDocument();
  });
});
