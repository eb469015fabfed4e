import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, deletedUserDigest, EventHandler, isUserId, LOGGER, toDate } from '@overlap/platform';
import { BillingEventTypes, EntitlementChangedSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';

/**
 * Keeps user_entitlements in step with billing.entitlements.v1; an older version never overwrites
 * a newer one. Billing's last word on a deleted account (premium ended) may come after identity's
 * deletion: it stores nothing then.
 */
@Injectable()
export class EntitlementProjection {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  @EventHandler(Topics.billingEntitlements, BillingEventTypes.entitlementChanged)
  async changed(envelope: EventEnvelope, manager: EntityManager): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, EntitlementChangedSchema);
    if (!event) return;
    if (!isUserId(event.userId)) return void this.logger.warn({ eventId: envelope.eventId }, 'entitlement event without a valid user id skipped');
    await manager.query(
      `INSERT INTO user_entitlements (user_id, status, promo_until, version)
       SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_digest = $5)
       ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, promo_until = EXCLUDED.promo_until, version = EXCLUDED.version
       WHERE user_entitlements.version < EXCLUDED.version`,
      [event.userId, event.status, toDate(event.promoUntil) ?? null, event.version.toString(), deletedUserDigest(event.userId)],
    );
  }
}
