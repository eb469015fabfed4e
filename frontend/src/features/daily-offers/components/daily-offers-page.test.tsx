import { screen } from '@testing-library/react';
import type { PlanFixture } from '@/testing/subscription-answer';
import { renderWithStore } from '@/testing/render-with-store';
import { withPlan } from '@/testing/with-plan';
import { DailyOffersPage } from './daily-offers-page';

const renderOffers = (subscription: PlanFixture | null) => renderWithStore(<DailyOffersPage />, { route: '/daily-offers', seed: withPlan(subscription) });

describe('Daily Offers', () => {
  it('shows premium users the coming-soon page', async () => {
    await renderOffers({ planType: 'year', status: 'active' });
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.queryByText('Sponsored')).toBeNull();
  });

  it('shows everyone else one sample offer, labelled as sponsored, and the upgrade', async () => {
    await renderOffers(null);
    const offer = (await screen.findByRole('heading', { name: '2-for-1 on any hot drink before 10:00' })).closest('.offer-card') as HTMLElement;
    expect(offer).toHaveTextContent('Sponsored');
    expect(offer).toHaveTextContent('Sample offer');
    expect(document.querySelectorAll('.offer-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'See Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming soon' })).toBeNull();
  });
});
