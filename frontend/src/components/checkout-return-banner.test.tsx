import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { ME, subscriptionApi } from '@/lib/subscription';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { subscriptionAnswer, type PlanFixture } from '@/testing/subscription-answer';
import { CheckoutReturnBanner } from './checkout-return-banner';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

const trialing: PlanFixture = { planType: 'year', status: 'trialing', trialEnd: new Date(Date.now() + 7 * 86_400_000).toISOString() };
const WELCOME = 'Welcome to the premium plan! Your free trial has started and ads are now removed.';

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

async function renderReturn(route: string, expect: 'success' | 'cancelled', before: PlanFixture | null, after: PlanFixture | null) {
  const sent = installFakeFetch(() => ({ status: 200, body: subscriptionAnswer(after) }));
  // Translations loaded first: the banner then renders at once and only its own timers run fake.
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('common');
  jest.useFakeTimers();
  await renderWithStore(
    <>
      <CheckoutReturnBanner expect={expect} />
      <Address />
    </>,
    { route, seed: (store) => store.dispatch(subscriptionApi.util.upsertQueryData('getMySubscription', ME, subscriptionAnswer(before))) },
  );
  // React retries the suspended tree on a timer of its own.
  await advance(0);
  await advance(0);
  return sent;
}

describe('return from checkout', () => {
  afterEach(() => {
    jest.useRealTimers();
    uninstallFakeFetch();
  });

  it('removes ?subscription=success, refetches the plan after 2 s and welcomes a premium user for 5 s', async () => {
    const sent = await renderReturn('/study-groups?subscription=success&group=7', 'success', trialing, trialing);
    expect(screen.getByTestId('address')).toHaveTextContent('/study-groups?group=7');
    expect(screen.getByRole('status')).toHaveTextContent(WELCOME);
    await advance(1999);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent.map((r) => r.url)).toEqual(['/api/subscriptions/user/me']);
    await advance(3000);
    expect(screen.queryByText(WELCOME)).toBeNull();
  });

  it('does not welcome a user whom the refetch does not show as premium', async () => {
    const sent = await renderReturn('/?subscription=success', 'success', null, null);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    await advance(2000);
    expect(sent).toHaveLength(1);
    await advance(100);
    expect(screen.queryByText(WELCOME)).toBeNull();
  });

  it('welcomes the user once the refetch shows the new plan (webhook arrived late)', async () => {
    await renderReturn('/?subscription=success', 'success', null, trialing);
    expect(screen.queryByText(WELCOME)).toBeNull();
    await advance(2000);
    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
  });

  it('says so on /pricing?subscription=cancelled', async () => {
    await renderReturn('/pricing?subscription=cancelled', 'cancelled', null, null);
    expect(screen.getByRole('status')).toHaveTextContent('Checkout cancelled');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/pricing$/);
  });
});
