import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import faq from '@/locales/en/static-faq.json';
import { renderStatic } from '../testing/render-static';
import { FAQ_QUESTION_IDS } from '../utils/faq-questions';
import { FaqPage } from './faq-page';

const question = (id: (typeof FAQ_QUESTION_IDS)[number]) => screen.getByRole('button', { name: faq.questions[id].question });
const expandedQuestions = () => screen.getAllByRole('button', { expanded: true });

describe('FAQ page', () => {
  it('lists the ten FAQ questions, all closed, without missing texts', () => {
    const { missingKeys } = renderStatic(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(FAQ_QUESTION_IDS).toHaveLength(10);
    for (const id of FAQ_QUESTION_IDS) expect(question(id)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(missingKeys).toEqual([]);
  });

  it('keeps one answer open at a time and closes it on a second click', async () => {
    const user = userEvent.setup();
    renderStatic(<FaqPage />, { path: '/faq' });

    await user.click(question('groupSize'));
    expect(expandedQuestions()).toEqual([question('groupSize')]);
    expect(screen.getByText(/There is no hard limit on group size/)).toBeVisible();

    await user.click(question('cancelling'));
    expect(expandedQuestions()).toEqual([question('cancelling')]);
    expect(screen.getByText(/Cancelling is free — there is no fee/)).toBeVisible();

    await user.click(question('cancelling'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works by keyboard: Tab to a question, Enter or Space toggles it', async () => {
    const user = userEvent.setup();
    renderStatic(<FaqPage />, { path: '/faq' });

    await user.tab();
    expect(question('whyUpgrade')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expandedQuestions()).toEqual([question('whyUpgrade')]);

    question('switchingPlans').focus();
    await user.keyboard(' ');
    expect(expandedQuestions()).toEqual([question('switchingPlans')]);
    await user.keyboard(' ');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('shows the yearly saving as money in the reader’s language', async () => {
    const user = userEvent.setup();
    renderStatic(<FaqPage />, { path: '/faq' });
    await user.click(question('switchingPlans'));
    expect(screen.getByText(/saves you \$17 compared with paying monthly/)).toBeVisible();
  });

  it('opens the answer named in the address, e.g. /faq#groupSize', () => {
    window.location.hash = '#groupSize';
    try {
      renderStatic(<FaqPage />, { path: '/faq' });
      expect(expandedQuestions()).toEqual([question('groupSize')]);
    } finally {
      window.location.hash = '';
    }
  });

  it('links to the contact page and the help center', () => {
    renderStatic(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/help');
  });
});
