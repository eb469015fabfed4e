import { Injectable } from '@nestjs/common';
import { unauthorized } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { toSubscriptionView } from '../entitlements/subscription.views';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import { isValidCode, normalizeCode, refusal, type PromoCodeRow } from './promo-code.rules';
import type { RedeemedPromoView } from './promo.views';

/** Redeeming a code: one per user per code, its maximum and expiry hold under concurrency. */
@Injectable()
export class PromoService {
  constructor(
    private readonly db: DataSource,
    private readonly entitlements: EntitlementsRepository,
    private readonly deletedUsers: DeletedUsersRepository,
  ) {}

  async redeem(userId: string, input: string): Promise<RedeemedPromoView> {
    const code = normalizeCode(input);
    const now = new Date();
    return this.db.transaction(async (manager) => {
      // An access token outlives its account by up to 15 minutes: nothing is stored for a deleted one.
      if (await this.deletedUsers.isDeleted(userId, manager)) throw unauthorized('This account has been deleted.');
      // The row lock makes racing redemptions of one code take turns: the last use has one winner.
      const rows: PromoCodeRow[] = isValidCode(code) ? await manager.query('SELECT * FROM promo_codes WHERE code = $1 FOR UPDATE', [code]) : [];
      const mine: unknown[] = rows[0] ? await manager.query('SELECT 1 FROM promo_redemptions WHERE code = $1 AND user_id = $2', [code, userId]) : [];
      const refused = refusal(rows[0], mine.length > 0, now);
      if (refused) throw refused;
      await manager.query('INSERT INTO promo_redemptions (code, user_id) VALUES ($1, $2)', [code, userId]);
      await manager.query('UPDATE promo_codes SET redeemed = redeemed + 1 WHERE code = $1', [code]);
      const state = await this.entitlements.extendPromo(manager, userId, rows[0]!.days, now);
      return {
        message: `Promo code applied: premium for ${rows[0]!.days} days.`,
        premiumUntil: state.promoUntil!.toISOString(),
        subscription: toSubscriptionView(state, now),
      };
    });
  }
}
