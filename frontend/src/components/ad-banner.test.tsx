import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PlanFixture } from '@/testing/subscription-answer';
import { renderWithStore } from '@/testing/render-with-store';
import { inDays, withPlan } from '@/testing/with-plan';
import { AdBanner } from './ad-banner';

async function renderBanner(subscription: PlanFixture | null) {
  await renderWithStore(
    <Routes>
      <Route
        path="/"
        element={
          <main data-testid="page">
            <AdBanner />
          </main>
        }
      />
      <Route path="/pricing" element={<p>Pricing page</p>} />
    </Routes>,
    { seed: withPlan(subscription) },
  );
  // The page appears once the translations have loaded: only then does "no banner" mean something.
  await screen.findByTestId('page');
}

describe('ad banner', () => {
  afterEach(() => sessionStorage.clear());

  it('asks a student without a plan to go ad-free, leading to /pricing', async () => {
    await renderBanner(null);
    const banner = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(banner).toHaveTextContent('Upgrade to Premium');
    expect(banner).toHaveTextContent('Remove all ads and enjoy an uninterrupted study experience');
    fireEvent.click(screen.getByRole('button', { name: 'Go Ad-Free' }));
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
  });

  it.each<[string, PlanFixture]>([
    ['an active subscriber', { planType: 'year', status: 'active' }],
    ['a student in the trial', { planType: 'month', status: 'trialing', trialEnd: inDays(5) }],
    ['a promo grant', { planType: null, status: 'active', source: 'promo' }],
  ])('is not shown to %s', async (_case, subscription) => {
    await renderBanner(subscription);
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  });

  it('stays away for the browser session once dismissed', async () => {
    await renderBanner(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(sessionStorage.getItem('adBannerDismissed')).toBe('true');
  });
});
