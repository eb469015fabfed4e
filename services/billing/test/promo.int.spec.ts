import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postStripeWebhook, signUpUser, stripeEventPayload } from '@overlap/test-support';
import { billingDb, completeCheckout, mySubscription, pricing, stripe } from './support/billing-flow';

jest.setTimeout(60_000);

const BILLING = join(__dirname, '..');
const run = promisify(execFile);

/** The operators' command line, as `npm run promo -w services/billing -- …` runs it. */
async function promo(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['dist/promo/promo.cli.js', ...args], { cwd: BILLING });
  return stdout;
}

const newCode = (tag: string) => `${tag}${randomBytes(4).toString('hex')}`.toUpperCase();

describe('promo codes', () => {
  it('grant premium for the days the code specifies, case-insensitively, once per user', async () => {
    const code = newCode('CBS');
    expect(await promo('create', '--code', code.toLowerCase(), '--days', '90', '--max', '500', '--expires', '2099-01-31')).toContain(code);
    const user = await signUpUser();
    const before = Date.now();
    const res = await user.client.post('/api/subscriptions/redeem-promo', { code: ` ${code.toLowerCase()} ` });
    expect(res.status).toBe(200);
    const until = Date.parse(res.body.premiumUntil);
    expect(until - before).toBeGreaterThanOrEqual(90 * 86_400_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(90 * 86_400_000);
    expect(await mySubscription(user.client)).toMatchObject({
      status: 'active',
      planType: null,
      source: 'promo',
      hasActiveSubscription: true,
      isAdFree: true,
      isInTrial: false,
    });
    const again = await user.client.post('/api/subscriptions/redeem-promo', { code });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already redeemed this promo code.');
  });

  it('explain unknown and expired codes', async () => {
    const user = await signUpUser();
    const unknown = await user.client.post('/api/subscriptions/redeem-promo', { code: newCode('NOPE') });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Promo code not found. Please check the code and try again.');
    // Longer than any code: refused as input (400), in the same words as an unknown code (issue 30).
    const overLong = await user.client.post('/api/subscriptions/redeem-promo', { code: 'X'.repeat(41) });
    expect(overLong.status).toBe(400);
    expect(overLong.body.message).toBe('Promo code not found. Please check the code and try again.');
    const code = newCode('OLD');
    await promo('create', '--code', code, '--days', '30', '--max', '5', '--expires', '2099-01-31');
    await billingDb((db) => db.query(`UPDATE promo_codes SET expires_at = now() - interval '1 day' WHERE code = $1`, [code]));
    const expired = await user.client.post('/api/subscriptions/redeem-promo', { code });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This promo code has expired.');
  });

  it('give the last redemption to exactly one of two racing students', async () => {
    const code = newCode('LAST');
    await promo('create', '--code', code, '--days', '30', '--max', '1', '--expires', '2099-01-31');
    const [a, b] = await Promise.all([signUpUser(), signUpUser()]);
    const answers = await Promise.all([a, b].map((u) => u.client.post('/api/subscriptions/redeem-promo', { code })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    expect(answers.find((r) => r.status === 410)!.body.message).toBe('This promo code has reached its maximum number of redemptions.');
    const [{ redeemed }] = (await billingDb((db) => db.query('SELECT redeemed FROM promo_codes WHERE code = $1', [code]))).rows;
    expect(redeemed).toBe(1);
  });

  it('are created in batches for campus ambassadors', async () => {
    const prefix = newCode('AMB');
    const out = await promo('batch', '--prefix', prefix, '--count', '3', '--days', '30', '--max', '1', '--expires', '2099-01-31');
    const codes = out
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[0]);
    expect(new Set(codes).size).toBe(3);
    for (const c of codes) expect(c).toMatch(new RegExp(`^${prefix}-[A-Z2-9]{6}$`));
  });

  it('combine with a Stripe subscription: premium lasts while either is active', async () => {
    const code = newCode('BOTH');
    await promo('create', '--code', code, '--days', '30', '--max', '5', '--expires', '2099-01-31');
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    const { subscription } = await completeCheckout(user.client, user.id, plans[0]!.id);
    expect((await user.client.post('/api/subscriptions/redeem-promo', { code })).status).toBe(200);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect((await postStripeWebhook(stripeEventPayload('customer.subscription.deleted', canceled))).status).toBe(200);
    expect(await mySubscription(user.client)).toMatchObject({ source: 'promo', status: 'active', hasActiveSubscription: true, isAdFree: true });
  });
});
