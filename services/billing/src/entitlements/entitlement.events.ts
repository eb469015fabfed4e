import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OutboxWriter } from '@overlap/platform';
import { BillingEventTypes, EntitlementChangedSchema, Topics } from '@overlap/proto';
import type { EntityManager } from 'typeorm';
import { premiumFlags, type PremiumState } from './premium-state.rules';

const ts = (d: Date | null) => (d ? timestampFromDate(d) : undefined);

/** Publishes billing.entitlements.v1 through the outbox, inside the caller's transaction. */
@Injectable()
export class EntitlementEvents {
  constructor(private readonly outbox: OutboxWriter) {}

  changed(manager: EntityManager, userId: string, state: PremiumState, version: bigint, now: Date) {
    return this.outbox.write(manager, {
      topic: Topics.billingEntitlements,
      key: userId,
      eventType: BillingEventTypes.entitlementChanged,
      schema: EntitlementChangedSchema,
      payload: create(EntitlementChangedSchema, {
        userId,
        planType: state.planType ?? '',
        status: state.status ?? '',
        trialEnd: ts(state.trialEnd),
        currentPeriodEnd: ts(state.currentPeriodEnd),
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        promoUntil: ts(state.promoUntil),
        adFree: premiumFlags(state, now).isAdFree,
        version,
      }),
    });
  }
}
