import type { DataSource } from 'typeorm';
import { Entitlements } from './entitlements.service';

const now = new Date('2026-03-10T12:00:00Z');
const db = (rows: { status: string; promo_until: Date | null }[]) => ({ query: jest.fn(async () => rows) }) as unknown as DataSource & { query: jest.Mock };

describe('accepting invitations', () => {
  describe('with INVITATIONS_REQUIRE_PREMIUM off (the default)', () => {
    it('is open to everyone without asking billing’s projection', async () => {
      const store = db([]);
      const entitlements = new Entitlements(store, false);
      expect(entitlements.acceptRequiresPremium).toBe(false);
      await expect(entitlements.canAcceptInvitations('u1', now)).resolves.toBe(true);
      expect(store.query).not.toHaveBeenCalled();
    });
  });

  describe('with INVITATIONS_REQUIRE_PREMIUM on', () => {
    const can = (rows: { status: string; promo_until: Date | null }[]) => new Entitlements(db(rows), true).canAcceptInvitations('u1', now);

    it('needs premium as billing published it', async () => {
      await expect(can([])).resolves.toBe(false);
      await expect(can([{ status: '', promo_until: null }])).resolves.toBe(false);
      await expect(can([{ status: 'canceled', promo_until: null }])).resolves.toBe(false);
      for (const status of ['trialing', 'active', 'past_due']) await expect(can([{ status, promo_until: null }])).resolves.toBe(true);
    });

    it('counts a promo grant until it ends', async () => {
      await expect(can([{ status: '', promo_until: new Date('2026-03-11T00:00:00Z') }])).resolves.toBe(true);
      await expect(can([{ status: 'canceled', promo_until: new Date('2026-03-10T11:59:59Z') }])).resolves.toBe(false);
    });
  });
});
