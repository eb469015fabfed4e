import { screen } from '@testing-library/react';
import type { PlanFixture } from '@/testing/subscription-answer';
import { renderWithStore } from '@/testing/render-with-store';
import { inDays, withPlan } from '@/testing/with-plan';
import { PlanBadge } from './plan-badge';

async function badges(subscription: PlanFixture | null, language = 'en') {
  await renderWithStore(
    <div data-testid="bar">
      <PlanBadge />
    </div>,
    { seed: withPlan(subscription), language },
  );
  // The bar appears once the translations have loaded.
  const bar = await screen.findByTestId('bar');
  return [...bar.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
}

describe('plan badge and trial days left', () => {
  it.each<[string, PlanFixture | null, string[]]>([
    ['no plan', null, []],
    ['a lapsed plan', { planType: 'month', status: 'canceled' }, []],
    ['a monthly subscriber', { planType: 'month', status: 'active' }, ['Monthly']],
    ['a yearly subscriber', { planType: 'year', status: 'active' }, ['Yearly']],
    ['a promo grant (no plan type)', { planType: null, status: 'active', source: 'promo' }, ['Premium Plan']],
    ['a yearly trial with 3 days to go', { planType: 'year', status: 'trialing', trialEnd: inDays(3) }, ['Yearly', '3 days left']],
    ['the last day of a trial', { planType: 'month', status: 'trialing', trialEnd: inDays(1) }, ['Monthly', '1 day left']],
    ['a trial whose end has passed', { planType: 'month', status: 'trialing', trialEnd: inDays(-1) }, ['Monthly']],
  ])('%s', async (_case, subscription, expected) => {
    expect(await badges(subscription)).toEqual(expected);
  });

  it('speaks the interface language', async () => {
    expect(await badges({ planType: 'month', status: 'trialing', trialEnd: inDays(7) }, 'da')).toEqual(['Månedlig', '7 dage tilbage']);
    expect(screen.getByText('7 dage tilbage')).toBeInTheDocument();
  });
});
