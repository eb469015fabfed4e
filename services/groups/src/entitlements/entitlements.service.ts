import { Inject, Injectable } from '@nestjs/common';
import { hasPremium } from '@overlap/contracts';
import { DataSource } from 'typeorm';

/**
 * The one place premium gating is decided. With INVITATIONS_REQUIRE_PREMIUM on, accepting an
 * invitation needs premium as billing publishes it (docs/product/groups-and-comparison.md); off (the default), study
 * groups are free for everyone, as the study-groups page promises.
 */
/** Injection token of the operator setting (groupsConfig.invitationsRequirePremium). */
export const INVITATIONS_REQUIRE_PREMIUM = Symbol('INVITATIONS_REQUIRE_PREMIUM');

@Injectable()
export class Entitlements {
  constructor(
    private readonly db: DataSource,
    @Inject(INVITATIONS_REQUIRE_PREMIUM) private readonly requirePremium: boolean,
  ) {}

  get acceptRequiresPremium(): boolean {
    return this.requirePremium;
  }

  async canAcceptInvitations(userId: string, now = new Date()): Promise<boolean> {
    if (!this.requirePremium) return true;
    const rows: { status: string; promo_until: Date | null }[] = await this.db.query('SELECT status, promo_until FROM user_entitlements WHERE user_id = $1', [
      userId,
    ]);
    return rows[0] !== undefined && hasPremium({ status: rows[0].status || null, promoUntil: rows[0].promo_until }, now);
  }
}
