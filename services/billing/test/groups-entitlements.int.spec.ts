import { databaseUrlFor } from '@overlap/platform';
import { postStripeWebhook, signUpUser, stripeEventPayload } from '@overlap/test-support';
import { Client } from 'pg';
import { completeCheckout, pricing, stripe } from './support/billing-flow';

jest.setTimeout(60_000);

/** Groups' projection of billing.entitlements.v1 for one user, once it shows `status`. */
async function groupsEntitlement(userId: string, status: string): Promise<{ status: string; version: string }> {
  const db = new Client({ connectionString: databaseUrlFor('groups') });
  await db.connect();
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await db.query('SELECT status, version FROM user_entitlements WHERE user_id = $1', [userId]);
      if (rows[0]?.status === status || Date.now() > deadline) return rows[0];
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await db.end();
  }
}

describe('groups learns premium from billing through Kafka', () => {
  it('keeps the latest entitlement of a student who subscribes and cancels', async () => {
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    const { subscription } = await completeCheckout(user.client, user.id, plans[0]!.id);
    expect(await groupsEntitlement(user.id, 'trialing')).toMatchObject({ status: 'trialing' });
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect((await postStripeWebhook(stripeEventPayload('customer.subscription.deleted', canceled))).status).toBe(200);
    expect(await groupsEntitlement(user.id, 'canceled')).toMatchObject({ status: 'canceled' });
  });

  it('tells the invitee whether accepting needs premium (off by default: open to everyone)', async () => {
    const user = await signUpUser();
    expect((await user.client.get('/api/invitations/user/me')).body).toMatchObject({ acceptRequiresPremium: false, canAccept: true });
  });
});
