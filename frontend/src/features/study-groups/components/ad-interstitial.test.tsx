import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { subscriptionAnswer, type PlanFixture } from '@/testing/subscription-answer';
import { resetCompareActions } from '../utils/ad-interstitial-counter';
import { AdInterstitial, INTERSTITIAL_DELAY_MS, useCompareInterstitial } from './ad-interstitial';

function CompareButton() {
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

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'Study without interruptions' });

async function renderCompare(plan: PlanFixture | null) {
  installFakeFetch(({ url }) =>
    url.endsWith('/subscriptions/user/me') ? { status: 200, body: subscriptionAnswer(plan) } : { status: 404, body: { message: 'Not found' } },
  );
  await renderWithStore(<CompareButton />, { route: '/study-groups' });
  const button = await screen.findByRole('button', { name: 'Compare Schedules' });
  // Let the plan arrive (the count waits for it).
  await advance(50);
  return button;
}

describe('ad interstitial (every 5th compare, after 100 ms, 5 s countdown)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetCompareActions();
  });
  afterEach(() => {
    jest.useRealTimers();
    uninstallFakeFetch();
  });

  it('opens 100 ms after the 5th compare action, and again after the 10th', async () => {
    const compare = await renderCompare(null);
    for (let i = 0; i < 4; i++) fireEvent.click(compare);
    await advance(1000);
    expect(dialog()).toBeNull();
    fireEvent.click(compare);
    await advance(INTERSTITIAL_DELAY_MS - 10);
    expect(dialog()).toBeNull();
    await advance(20);
    expect(dialog()).not.toBeNull();

    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with ads' }));
    expect(dialog()).toBeNull();
    for (let i = 0; i < 4; i++) fireEvent.click(compare);
    await advance(200);
    expect(dialog()).toBeNull();
    fireEvent.click(compare);
    await advance(200);
    expect(dialog()).not.toBeNull();
  });

  it('counts down from 5 s; close and "Continue with ads" appear only at 0', async () => {
    const compare = await renderCompare(null);
    compare.focus();
    for (let i = 0; i < 5; i++) fireEvent.click(compare);
    await advance(INTERSTITIAL_DELAY_MS);
    const ad = dialog()!;
    expect(ad).toHaveAttribute('aria-modal', 'true');
    expect(ad).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('You can continue in 5 seconds');
    expect(screen.getByRole('link', { name: 'Go Ad-Free' })).toHaveAttribute('href', '/pricing');
    for (const left of [4, 3, 2, 1]) {
      await advance(1000);
      expect(screen.getByRole('timer')).toHaveTextContent(left === 1 ? 'You can continue in 1 second' : `You can continue in ${left} seconds`);
      expect(screen.queryByRole('button', { name: 'Continue with ads' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
      // Escape does nothing before the end.
      fireEvent.keyDown(ad, { key: 'Escape' });
      expect(dialog()).not.toBeNull();
    }
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Continue with ads' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    // Focus goes back to where it was.
    expect(compare).toHaveFocus();
  });

  it('never shows to ad-free users', async () => {
    const compare = await renderCompare({ planType: 'month', status: 'active' });
    for (let i = 0; i < 10; i++) fireEvent.click(compare);
    await advance(1000);
    expect(dialog()).toBeNull();
  });
});
