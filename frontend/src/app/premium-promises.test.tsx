import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdBanner } from '@/components/ad-banner';
import { AdInterstitial, useCompareInterstitial } from '@/features/study-groups/components/ad-interstitial';
import { resetCompareActions } from '@/features/study-groups/utils/ad-interstitial-counter';
import { canAcceptInvitations } from '@/lib/entitlements';
import { invitationPolicyApi } from '@/lib/invitation-policy';
import { ME, subscriptionApi, subscriptionState } from '@/lib/subscription';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { subscriptionAnswer, type PlanFixture } from '@/testing/subscription-answer';
import { withPlan } from '@/testing/with-plan';
import en from '@/locales/en/pricing.json';
import { pricingApi, type Plan } from '@/features/pricing/api/pricing-api';
import { PREMIUM_FEATURES, premiumFeatures, type PremiumFeatureId } from '@/features/pricing/utils/premium-features';
import { PricingPage } from '@/features/pricing/components/pricing-page';

// Issue 30: the cards promised unlimited groups, analytics and presence extras that free students
// already had or that did not exist. Each line a card shows must be something premium really changes.

const plans: Plan[] = [
  { id: 'price_year', name: 'Premium Yearly', description: '', amount: 10288, currency: 'usd', interval: 'year', mostPopular: true },
  { id: 'price_month', name: 'Premium Monthly', description: '', amount: 999, currency: 'usd', interval: 'month', mostPopular: false },
];
const TRIAL: PlanFixture = { planType: 'month', status: 'trialing', trialEnd: new Date(Date.now() + 5 * 86_400_000).toISOString() };
const english = (key: string) => en.features[key.replace('pricing:features.', '') as keyof typeof en.features];

async function cardLines(acceptRequiresPremium: boolean) {
  installFakeFetch(() => ({ status: 404 }));
  await renderWithStore(<PricingPage />, {
    route: '/pricing',
    seed: async (store) => {
      await store.dispatch(pricingApi.util.upsertQueryData('getPricing', undefined, { plans, yearlySavings: 1700, paymentsAvailable: true }));
      await store.dispatch(subscriptionApi.util.upsertQueryData('getMySubscription', ME, subscriptionAnswer(null)));
      await store.dispatch(invitationPolicyApi.util.upsertQueryData('getInvitationPolicy', undefined, { acceptRequiresPremium }));
    },
  });
  const lines = async (name: string) => {
    const card = (await screen.findByRole('heading', { name, level: 2 }, { timeout: 10_000 })).closest('.plan-card') as HTMLElement;
    return within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.trim());
  };
  return { monthly: await lines('Monthly'), yearly: await lines('Yearly') };
}

function Compare() {
  const { countCompare, open, close } = useCompareInterstitial();
  return (
    <>
      <button type="button" onClick={countCompare}>
        Compare Schedules
      </button>
      <AdInterstitial open={open} onClose={close} />
    </>
  );
}

/** For each promised line: does a student on `plan` get it? Read from the screens that change. */
const PROOFS: Record<PremiumFeatureId, (plan: PlanFixture | null) => Promise<boolean>> = {
  noBanners: async (plan) => {
    await renderWithStore(
      <Routes>
        <Route path="/" element={<main data-testid="page">{<AdBanner />}</main>} />
      </Routes>,
      { seed: withPlan(plan) },
    );
    await screen.findByTestId('page');
    return screen.queryByRole('complementary', { name: 'Advertisement' }) === null;
  },
  noInterstitials: async (plan) => {
    jest.useFakeTimers();
    try {
      resetCompareActions();
      await renderWithStore(<Compare />, { route: '/study-groups', seed: withPlan(plan) });
      const compare = await screen.findByRole('button', { name: 'Compare Schedules' });
      for (let i = 0; i < 5; i++) fireEvent.click(compare);
      await act(() => jest.advanceTimersByTimeAsync(500));
      return screen.queryByRole('dialog', { name: 'Study without interruptions' }) === null;
    } finally {
      jest.useRealTimers();
    }
  },
  acceptInvitations: async (plan) => canAcceptInvitations(subscriptionState(subscriptionAnswer(plan).subscription), true),
};

describe('what the plan cards promise (ADR 043)', () => {
  afterEach(uninstallFakeFetch);

  it('lists exactly what premium gives, on both cards', async () => {
    const { monthly, yearly } = await cardLines(false);
    expect(monthly).toEqual(['No ad banners', 'No full-screen ads between comparisons']);
    expect(yearly).toEqual(monthly);
    expect(screen.getAllByText('Schedules, study groups, comparisons and campus presence are free for everyone.')).toHaveLength(2);
    expect(monthly).toEqual(premiumFeatures(false).map((f) => english(f.text)));
  });

  it('adds accepting invitations only where the operator makes it premium', async () => {
    const { monthly } = await cardLines(true);
    expect(monthly).toEqual(['No ad banners', 'No full-screen ads between comparisons', "Accept invitations to other students' study groups"]);
    expect(monthly).toEqual(premiumFeatures(true).map((f) => english(f.text)));
  });

  it.each(PREMIUM_FEATURES.map((f) => [f.id, f] as const))('%s: a free student does not have it, a student on a trial does', async (_id, feature) => {
    const free = subscriptionState(subscriptionAnswer(null).subscription);
    const trial = subscriptionState(subscriptionAnswer(TRIAL).subscription);
    expect([free[feature.grantedBy], trial[feature.grantedBy]]).toEqual([false, true]);
    expect(await PROOFS[feature.id](null)).toBe(false);
    cleanup();
    expect(await PROOFS[feature.id](TRIAL)).toBe(true);
  });
});
