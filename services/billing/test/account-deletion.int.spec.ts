import { signUpUser } from '@overlap/test-support';
import { billingDb, completeCheckout, entitlementEvents, entitlementProbe, pricing } from './support/billing-flow';

jest.setTimeout(60_000);

const TABLES = ['customers', 'subscriptions', 'entitlements', 'promo_redemptions'];

async function rowsOf(userId: string): Promise<Record<string, number>> {
  return billingDb(async (db) => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[table] = (await db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [userId])).rowCount ?? 0;
    return counts;
  });
}

describe('account deletion', () => {
  it("removes the student's billing data after publishing that premium ended", async () => {
    const probe = await entitlementProbe();
    try {
      const user = await signUpUser();
      const { plans } = await pricing(user.client);
      await completeCheckout(user.client, user.id, plans[0]!.id);
      expect(await rowsOf(user.id)).toMatchObject({ customers: 1, subscriptions: 1, entitlements: 1 });
      expect((await user.client.delete('/api/users/me')).status).toBe(200);
      await probe.waitFor(() => entitlementEvents(probe, user.id).some((e) => e.status === '' && !e.adFree));
      const deadline = Date.now() + 20_000;
      while (Object.values(await rowsOf(user.id)).some((n) => n > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await rowsOf(user.id)).toEqual({ customers: 0, subscriptions: 0, entitlements: 0, promo_redemptions: 0 });
    } finally {
      await probe.stop();
    }
  });
});
