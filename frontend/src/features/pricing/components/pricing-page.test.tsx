import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { invitationPolicyApi } from '@/lib/invitation-policy';
import { ME, subscriptionApi, SUBSCRIPTION_UPDATED_EVENT } from '@/lib/subscription';
import { installFakeFetch, uninstallFakeFetch, type FakeAnswer, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { subscriptionAnswer, type PlanFixture } from '@/testing/subscription-answer';
import { inDays } from '@/testing/with-plan';
import type { User } from '@/lib/auth';
import { pricingApi, type Plan } from '../api/pricing-api';
import { leavePage } from '../utils/leave-page';
import { PricingPage } from './pricing-page';

// Twelve monthly payments cost $17 more than one yearly payment.
const plans: Plan[] = [
  { id: 'price_year', name: 'Premium Yearly', description: '', amount: 10288, currency: 'usd', interval: 'year', mostPopular: true },
  { id: 'price_month', name: 'Premium Monthly', description: '', amount: 999, currency: 'usd', interval: 'month', mostPopular: false },
];

async function renderPricing({
  subscription = null,
  user,
  answer = () => ({ status: 404 }),
  language,
  paymentsAvailable = true,
}: { subscription?: PlanFixture | null; user?: User | null; answer?: (r: SentRequest) => FakeAnswer; language?: string; paymentsAvailable?: boolean } = {}) {
  const sent = installFakeFetch(answer);
  await renderWithStore(
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/auth" element={<p>Sign-in page</p>} />
    </Routes>,
    {
      route: '/pricing',
      ...(user === undefined ? {} : { user }),
      ...(language ? { language } : {}),
      seed: async (store) => {
        await store.dispatch(pricingApi.util.upsertQueryData('getPricing', undefined, { plans, yearlySavings: 1700, paymentsAvailable }));
        await store.dispatch(subscriptionApi.util.upsertQueryData('getMySubscription', ME, subscriptionAnswer(subscription)));
        // The cards ask whether accepting invitations is premium (premium-features.ts); known here, so nothing is sent for it.
        await store.dispatch(invitationPolicyApi.util.upsertQueryData('getInvitationPolicy', undefined, { acceptRequiresPremium: false }));
      },
    },
  );
  // The page shows once its translations have loaded (slow on a first, cold run).
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return sent;
}

const cardOf = async (name: 'Monthly' | 'Yearly') => {
  const heading = await screen.findByRole('heading', { name, level: 2 });
  return heading.closest('.plan-card') as HTMLElement;
};
const buttonsOf = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('button, a')].map((b) => [b.textContent, b.disabled ?? false]);

let assign: jest.SpyInstance;
let openTab: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(leavePage, 'assign').mockImplementation(() => undefined);
  openTab = jest.spyOn(leavePage, 'openTab').mockImplementation(() => undefined);
});
afterEach(() => {
  uninstallFakeFetch();
  jest.restoreAllMocks();
});

describe('plan cards', () => {
  it('lists monthly first, prices from minor units in en-US currency, and marks yearly most popular with its $17 saving', async () => {
    await renderPricing();
    const monthly = await cardOf('Monthly');
    const yearly = await cardOf('Yearly');
    expect(monthly.compareDocumentPosition(yearly) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(monthly).toHaveTextContent('$9.99 / month');
    expect(yearly).toHaveTextContent('$102.88 / year');
    expect(yearly).toHaveTextContent('Most Popular');
    expect(yearly).toHaveTextContent('Save $17.00 compared with monthly');
    expect(monthly).not.toHaveTextContent('Most Popular');
  });

  it('keeps en-US currency in another language', async () => {
    await renderPricing({ language: 'da' });
    expect(await screen.findByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('$102.88')).toBeInTheDocument();
  });
});

describe('pricing buttons by current plan', () => {
  it('none: Start Free Trial on each plan', async () => {
    await renderPricing();
    expect(buttonsOf(await cardOf('Monthly'))).toEqual([['Start Free Trial', false]]);
    expect(buttonsOf(await cardOf('Yearly'))).toEqual([['Start Free Trial', false]]);
    expect(screen.queryByText(/You are on Premium|Free Trial Active/)).toBeNull();
  });

  it('monthly subscriber: Current Plan (disabled) with manage and cancel; yearly offers Upgrade to Yearly and Manage Current Subscription', async () => {
    await renderPricing({ subscription: { planType: 'month', status: 'active' } });
    expect(buttonsOf(await cardOf('Monthly'))).toEqual([
      ['Current Plan', true],
      ['Manage Subscription', false],
      ['Cancel Subscription', false],
    ]);
    expect(buttonsOf(await cardOf('Yearly'))).toEqual([
      ['Upgrade to Yearly', false],
      ['Manage Current Subscription', false],
    ]);
  });

  it('yearly subscriber: yearly is the Current Plan with manage and cancel; monthly is Not Available', async () => {
    await renderPricing({ subscription: { planType: 'year', status: 'active' } });
    expect(buttonsOf(await cardOf('Yearly'))).toEqual([
      ['Current Plan', true],
      ['Manage Subscription', false],
      ['Cancel Subscription', false],
    ]);
    expect(buttonsOf(await cardOf('Monthly'))).toEqual([['Not Available', true]]);
  });

  it('active with an unknown plan type: Contact Support on each plan, by e-mail', async () => {
    await renderPricing({ subscription: { planType: null, status: 'active', source: 'stripe' } });
    for (const name of ['Monthly', 'Yearly'] as const) {
      const link = within(await cardOf(name)).getByRole('link', { name: 'Contact Support' });
      expect(link.getAttribute('href')).toMatch(/^mailto:support@overlap\.app\?subject=Account%20%26%20Billing$/);
    }
  });

  it('premium from a promo code alone: each plan starts the trial now, beside the grant, and says when it is charged', async () => {
    const sent = await renderPricing({ subscription: { planType: null, status: 'active', source: 'promo', promoEndsAt: '2027-02-23T12:00:00.000Z' } });
    for (const name of ['Monthly', 'Yearly'] as const) {
      const card = await cardOf(name);
      expect(buttonsOf(card)).toEqual([['Start Free Trial Now', false]]);
      expect(card).toHaveTextContent('The 7-day trial starts today, alongside your promo code; the plan is charged when the trial ends.');
      expect(within(card).queryByRole('link', { name: 'Contact Support' })).toBeNull();
    }
    fireEvent.click(within(await cardOf('Yearly')).getByRole('button', { name: 'Start Free Trial Now' }));
    await waitFor(() => expect(sent.map((r) => r.url)).toContain('/api/subscriptions/create-checkout-session'));
  });

  it('a lapsed subscription counts as none', async () => {
    await renderPricing({ subscription: { planType: 'month', status: 'canceled' } });
    expect(buttonsOf(await cardOf('Monthly'))).toEqual([['Start Free Trial', false]]);
  });

  it('visitor: a plan click goes to /auth without calling billing', async () => {
    const sent = await renderPricing({ user: null });
    fireEvent.click(within(await cardOf('Yearly')).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('checkout', () => {
  const startTrial = async (name: 'Monthly' | 'Yearly' = 'Yearly') =>
    fireEvent.click(within(await cardOf(name)).getByRole('button', { name: 'Start Free Trial' }));

  it('creates a session for the plan with the return addresses, goes to the hosted page and announces subscription-updated', async () => {
    const updated = jest.fn();
    window.addEventListener(SUBSCRIPTION_UPDATED_EVENT, updated);
    const sent = await renderPricing({ answer: () => ({ status: 200, body: { sessionId: 'cs_1', url: 'http://127.0.0.1:12112/checkout/cs_1' } }) });
    await startTrial();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12112/checkout/cs_1'));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/subscriptions/create-checkout-session',
        body: { priceId: 'price_year', successUrl: 'http://localhost/?subscription=success', cancelUrl: 'http://localhost/pricing?subscription=cancelled' },
      },
    ]);
    expect(updated).toHaveBeenCalledTimes(1);
    window.removeEventListener(SUBSCRIPTION_UPDATED_EVENT, updated);
  });

  it.each<[string, FakeAnswer, string]>([
    [
      'already subscribed',
      { status: 409, body: { statusCode: 409, code: 'conflict', message: 'You are already subscribed to this plan!' } },
      'You are already subscribed to this plan!',
    ],
    [
      'a plan change outside the portal',
      { status: 409, body: { statusCode: 409, code: 'conflict', message: 'Please change your plan through Manage Subscription.' } },
      'Please change your plan through Manage Subscription.',
    ],
    [
      'no payment provider (code)',
      { status: 503, body: { statusCode: 503, code: 'payments_unavailable', message: 'Payment processing is not available in development mode.' } },
      'Payment processing is not available in development mode.',
    ],
    ['no payment provider (no address)', { status: 200, body: { sessionId: 'cs_1' } }, 'Payment processing is not available in development mode.'],
    [
      'a server message',
      { status: 502, body: { statusCode: 502, message: 'Stripe is unreachable' } },
      'Failed to start subscription process: Stripe is unreachable',
    ],
    ['no server message', { status: 500 }, 'Failed to start subscription process: Failed to create checkout session'],
    [
      'an address that is not a web page',
      { status: 200, body: { sessionId: 'cs_1', url: 'javascript:alert(1)' } },
      'Payment error: unsupported address javascript:',
    ],
  ])('%s → alert', async (_case, answer, text) => {
    await renderPricing({ answer: () => answer });
    await startTrial('Monthly');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('development mode', () => {
  it('without a payment provider a plan click says so and calls nothing', async () => {
    const sent = await renderPricing({ paymentsAvailable: false });
    fireEvent.click(within(await cardOf('Monthly')).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment processing is not available in development mode.');
    expect(sent).toEqual([]);
  });
});

describe('portal and the current-plan banner', () => {
  it('shows the trial with days left rounded up, and opens the portal in a new tab from Manage and Cancel', async () => {
    const sent = await renderPricing({
      subscription: { planType: 'month', status: 'trialing', trialEnd: inDays(3), currentPeriodEnd: inDays(3) },
      answer: () => ({ status: 200, body: { url: 'http://127.0.0.1:12112/portal/bps_1' } }),
    });
    const banner = (await screen.findByText('Free Trial Active — 3 days left')).closest('.current-plan-banner') as HTMLElement;
    expect(banner).toHaveTextContent(/Renews on/);
    fireEvent.click(within(banner).getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(openTab).toHaveBeenCalledWith('http://127.0.0.1:12112/portal/bps_1'));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/subscriptions/create-portal-session', body: { returnUrl: 'http://localhost/pricing' } });

    // Cancel says what cancelling means first (issue 30); only "Continue to cancel" goes to the portal.
    openTab.mockClear();
    fireEvent.click(within(banner).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Premium?' });
    expect(dialog).toHaveTextContent(/Your free trial ends on .+\. Cancel now and you are not charged; Premium ends with the trial\./);
    expect(dialog).toHaveTextContent(
      'Then your account moves to the free plan: ads come back, and your schedules, study groups and comparisons stay as they are.',
    );
    expect(dialog).toHaveTextContent("Cancelling is done on our payment provider's page, which opens in a new tab.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Premium?' })).toBeNull());
    expect(openTab).not.toHaveBeenCalled();
    fireEvent.click(within(await cardOf('Monthly')).getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel Premium?' })).getByRole('button', { name: 'Continue to cancel' }));
    await waitFor(() => expect(openTab).toHaveBeenCalledWith('http://127.0.0.1:12112/portal/bps_1'));
  });

  it('explains a paid period: premium until its end, no further charge', async () => {
    await renderPricing({ subscription: { planType: 'year', status: 'active', currentPeriodEnd: '2027-03-01T12:00:00.000Z' } });
    fireEvent.click(within(await cardOf('Yearly')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Premium?' })).toHaveTextContent(
      'You keep Premium until Mar 1, 2027, the end of the period you have paid for, and are not charged again.',
    );
  });

  it('reads the plan again when the student comes back to the tab, so a cancellation in the portal shows at once', async () => {
    const sent = await renderPricing({
      subscription: { planType: 'month', status: 'active', currentPeriodEnd: '2027-03-01T12:00:00.000Z' },
      answer: ({ url }) =>
        url === '/api/subscriptions/user/me'
          ? {
              status: 200,
              body: subscriptionAnswer({ planType: 'month', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2027-03-01T12:00:00.000Z' }),
            }
          : { status: 404 },
    });
    await screen.findByText('Renews on Mar 1, 2027.');
    fireEvent.focus(window);
    expect(await screen.findByText('Cancelled: you keep Premium until Mar 1, 2027, then your account moves to the free plan.')).toBeInTheDocument();
    expect(sent.map((r) => r.url)).toContain('/api/subscriptions/user/me');
  });

  it('a plan cancelled at period end says premium lasts until then and offers no second cancel', async () => {
    await renderPricing({ subscription: { planType: 'year', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2027-03-01T12:00:00.000Z' } });
    const banner = (await screen.findByText('You are on Premium. Thank you for supporting Overlap!')).closest('.current-plan-banner') as HTMLElement;
    expect(banner).toHaveTextContent('Cancelled: you keep Premium until Mar 1, 2027, then your account moves to the free plan.');
    expect(within(banner).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('a promo grant says until when and offers no portal, since no card subscription stands behind it', async () => {
    await renderPricing({ subscription: { planType: null, status: 'active', source: 'promo', promoEndsAt: '2027-02-23T12:00:00.000Z' } });
    const banner = (await screen.findByText('You are on Premium. Thank you for supporting Overlap!')).closest('.current-plan-banner') as HTMLElement;
    expect(banner).toHaveTextContent('From your promo code, until Feb 23, 2027. No card, nothing to cancel. Choose a plan below to keep Premium after that.');
    expect(within(banner).queryAllByRole('button')).toEqual([]);
  });

  it('a failed portal session → Failed to open subscription management portal', async () => {
    await renderPricing({ subscription: { planType: 'month', status: 'active' }, answer: () => ({ status: 500 }) });
    fireEvent.click(within(await cardOf('Monthly')).getByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to open subscription management portal');
    expect(openTab).not.toHaveBeenCalled();
  });
});

describe('promo code', () => {
  const redeem = async (code: string) => {
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
  };

  it('redeems the trimmed code and refetches the plan', async () => {
    const sent = await renderPricing({
      answer: (r) =>
        r.url.endsWith('/redeem-promo')
          ? { status: 200, body: { message: 'Promo code applied: premium for 90 days.', premiumUntil: '2027-03-01T00:00:00.000Z' } }
          : { status: 200, body: subscriptionAnswer({ planType: null, status: 'active', source: 'promo' }) },
    });
    await redeem('  cbs2026 ');
    expect(await screen.findByText('Promo code redeemed! You are now on Premium and ads are removed.')).toBeInTheDocument();
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/subscriptions/redeem-promo', body: { code: 'cbs2026' } });
    // The plan is fetched again: the page now shows the premium banner and Contact Support (no plan type).
    expect(await screen.findByText('You are on Premium. Thank you for supporting Overlap!')).toBeInTheDocument();
    expect(sent.map((r) => r.url)).toContain('/api/subscriptions/user/me');
  });

  it.each([
    ['not_found', 404, 'This promo code does not exist. Please check the spelling.'],
    ['promo_expired', 410, 'This promo code has expired.'],
    ['promo_used_up', 410, 'This promo code has been used up.'],
    ['conflict', 409, 'You have already redeemed this promo code.'],
  ])('%s (%d) → its own message', async (code, status, text) => {
    await renderPricing({ answer: () => ({ status, body: { statusCode: status, code, message: 'server text' } }) });
    await redeem('CBS2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('an empty code is not sent', async () => {
    const sent = await renderPricing();
    await redeem('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a promo code.');
    expect(sent).toEqual([]);
  });

  it('an over-long code reads like any unknown one, and is not sent', async () => {
    const sent = await renderPricing();
    await redeem('X'.repeat(41));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code does not exist. Please check the spelling.');
    expect(sent).toEqual([]);
  });

  it('an unexpected refusal shows the server message', async () => {
    await renderPricing({ answer: () => ({ status: 429, body: { statusCode: 429, message: 'Too many attempts' } }) });
    await redeem('CBS2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('a visitor is sent to sign in', async () => {
    await renderPricing({ user: null });
    await redeem('CBS2026');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
