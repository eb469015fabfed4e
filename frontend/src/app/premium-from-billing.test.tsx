import { screen } from '@testing-library/react';
import { AdBanner } from '@/components/ad-banner';
import { PlanBadge } from '@/components/navigation/plan-badge';
import { DailyOffersPage } from '@/features/daily-offers/components/daily-offers-page';
import { planButton } from '@/features/pricing/utils/plan-button';
import { InvitationsPanel } from '@/features/study-groups/components/invitations-panel';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { subscriptionAnswer, type PlanFixture } from '@/testing/subscription-answer';
import { withPlan } from '@/testing/with-plan';
import { subscriptionState } from '@/lib/subscription';

/** Billing's answer for a monthly plan whose renewal payment failed: premium while Stripe retries. */
const PAST_DUE: PlanFixture = {
  planType: 'month',
  status: 'past_due',
  source: 'stripe',
  hasActiveSubscription: true,
  isInTrial: false,
  daysLeftInTrial: 0,
  isAdFree: true,
};

async function renderShell(plan: PlanFixture | null) {
  installFakeFetch((req) =>
    req.url === `/api/invitations/user/${testUser.id}`
      ? {
          status: 200,
          body: {
            pending: [
              {
                id: 'i1',
                status: 'pending',
                createdAt: '2026-11-20T10:00:00.000Z',
                respondedAt: null,
                group: { id: 'g1', name: 'Algorithms study', courseCode: 'CS101' },
                invitedBy: { id: 'u-b', firstName: 'Ben', lastName: 'Byron', username: 'ben', displayName: 'Ben Byron' },
              },
            ],
            previous: [],
            acceptRequiresPremium: true,
            canAccept: true,
          },
        }
      : { status: 404 },
  );
  await renderWithStore(
    <main data-testid="page">
      <div data-testid="bar">
        <PlanBadge />
      </div>
      <AdBanner />
      <InvitationsPanel userId={testUser.id} />
    </main>,
    { seed: withPlan(plan) },
  );
  await screen.findByText('Algorithms study');
}

const badges = () => [...screen.getByTestId('bar').querySelectorAll('.ant-tag')].map((tag) => tag.textContent);

describe('premium in the UI is what billing says', () => {
  afterEach(() => uninstallFakeFetch());

  it('a past-due subscriber keeps premium: plan badge, no ads, Accept instead of "Upgrade to Accept"', async () => {
    await renderShell(PAST_DUE);
    expect(badges()).toEqual(['Monthly']);
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept invitation to Algorithms study' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Upgrade to Accept' })).toBeNull();
  });

  it('a past-due subscriber gets the premium Daily Offers page and the subscriber buttons on /pricing', async () => {
    await renderWithStore(<DailyOffersPage />, { route: '/daily-offers', seed: withPlan(PAST_DUE) });
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    const state = subscriptionState(subscriptionAnswer(PAST_DUE).subscription);
    expect([planButton('month', state), planButton('year', state)]).toEqual([{ kind: 'current' }, { kind: 'upgrade-yearly' }]);
  });

  it("follows the flags, not the status: an active-looking status without billing's premium flag shows ads and the upgrade", async () => {
    await renderShell({ planType: 'month', status: 'active', source: null, hasActiveSubscription: false, isAdFree: false });
    expect(badges()).toEqual([]);
    expect(await screen.findByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Accept' })).toBeInTheDocument();
  });

  it("shows billing's trial days as sent", async () => {
    await renderShell({
      planType: 'year',
      status: 'trialing',
      trialEnd: null,
      hasActiveSubscription: true,
      isInTrial: true,
      daysLeftInTrial: 4,
      isAdFree: true,
    });
    expect(badges()).toEqual(['Yearly', '4 days left']);
  });
});
