import { Inject, Injectable } from '@nestjs/common';
import { metrics } from '@opentelemetry/api';
import { badRequest, DomainError, isUserId, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { StripeCustomers } from '../checkout/stripe-customers.repository';
import { billingConfig } from '../config';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { TrialReminders } from '../reminders/trial-reminders.job';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import { STRIPE } from '../stripe/stripe.client';
import { customerIdOf, snapshotOf } from './subscription-snapshot.rules';

/** What one event does to billing's state, worked out (with Stripe reads) before the transaction. */
type Effect = { userId: string; apply: (manager: EntityManager) => Promise<unknown>; remindTrial?: boolean } | undefined;

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

// Checkout conversions and webhook health on the dashboards (infra/grafana): one count per accepted event.
const webhookEvents = metrics.getMeter('billing').createCounter('billing.webhook.events', {
  description:
    'Stripe events the webhook received, by type and result: applied, duplicate, rejected (no or a wrong signature) or failed (an error; Stripe sends it again)',
});

/**
 * Stripe's webhook: the signature is checked over the raw bytes, each event is stored once by id,
 * and subscription state is re-read from Stripe so events may arrive in any order.
 */
@Injectable()
export class WebhookService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    private readonly db: DataSource,
    private readonly customers: StripeCustomers,
    private readonly entitlements: EntitlementsRepository,
    private readonly reminders: TrialReminders,
    private readonly deletedUsers: DeletedUsersRepository,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async receive(raw: unknown, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    let event: Stripe.Event;
    try {
      event = this.verify(raw, signature);
    } catch (err) {
      webhookEvents.add(1, { event_type: 'unknown', result: err instanceof DomainError && err.status === 400 ? 'rejected' : 'failed' });
      throw err;
    }
    try {
      return await this.handle(event);
    } catch (err) {
      webhookEvents.add(1, { event_type: event.type, result: 'failed' });
      throw err;
    }
  }

  private async handle(event: Stripe.Event): Promise<{ received: true; duplicate: boolean }> {
    if (await this.seen(event.id)) return this.counted(event, false);
    const effect = await this.effectOf(event);
    const stored = await this.db.transaction(async (manager) => {
      const rows: unknown[] = await manager.query('INSERT INTO stripe_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id', [
        event.id,
        event.type,
      ]);
      if (rows.length === 0) return false;
      // Deleting the customer makes Stripe cancel the subscription and say so: nothing comes back for a deleted account.
      if (effect && (await this.deletedUsers.isDeleted(effect.userId, manager))) {
        this.logger.info({ eventId: event.id, type: event.type }, 'stripe event of a deleted account ignored');
        return 'ignored';
      }
      await effect?.apply(manager);
      return true;
    });
    // After the commit: the reminder reads the state just stored and claims it once.
    if (stored === true && effect?.remindTrial) await this.reminders.remind(effect.userId);
    return this.counted(event, stored !== false);
  }

  private counted(event: Stripe.Event, applied: boolean): { received: true; duplicate: boolean } {
    webhookEvents.add(1, { event_type: event.type, result: applied ? 'applied' : 'duplicate' });
    this.logger.info({ eventId: event.id, type: event.type, duplicate: !applied }, 'stripe event');
    return { received: true, duplicate: !applied };
  }

  private verify(raw: unknown, signature: string | undefined): Stripe.Event {
    if (!billingConfig.stripeWebhookSecret) throw new DomainError(503, 'Webhooks are not configured.', 'webhooks_unavailable');
    if (!Buffer.isBuffer(raw) || !signature) throw badRequest('Missing Stripe signature.');
    try {
      return Stripe.webhooks.constructEvent(raw, signature, billingConfig.stripeWebhookSecret);
    } catch {
      throw badRequest('Invalid Stripe signature.');
    }
  }

  private async seen(eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM stripe_events WHERE event_id = $1', [eventId]);
    return rows.length > 0;
  }

  private async effectOf(event: Stripe.Event): Promise<Effect> {
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const userId = session.client_reference_id;
      const customerId = customerIdOf(session.customer);
      // Billing sets the reference itself; anything else (a session made elsewhere in the account) is not ours.
      if (!userId || !isUserId(userId) || !customerId) return undefined;
      const subscriptionId = customerIdOf(session.subscription);
      const sub = subscriptionId ? await this.readSubscription(subscriptionId) : undefined;
      return {
        userId,
        apply: async (m) => {
          await this.customers.remember(userId, customerId, m);
          if (sub) await this.entitlements.applySubscription(m, userId, snapshotOf(sub));
        },
      };
    }
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const object = event.data.object as Stripe.Subscription;
      return this.subscriptionEffect(object.id, customerIdOf(object.customer), object.metadata?.userId, event.type === 'customer.subscription.trial_will_end');
    }
    if (INVOICE_EVENTS.has(event.type)) {
      // A failed payment changes nothing by itself: Stripe moves the subscription to past_due, then canceled.
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = customerIdOf(invoice.parent?.subscription_details?.subscription ?? null);
      return subscriptionId ? this.subscriptionEffect(subscriptionId, customerIdOf(invoice.customer), undefined, false) : undefined;
    }
    return undefined;
  }

  private async subscriptionEffect(subscriptionId: string, customerId: string | null, metadataUser: string | undefined, remindTrial: boolean): Promise<Effect> {
    const userId = (customerId && (await this.customers.userOf(customerId))) || metadataUser;
    if (!userId || !isUserId(userId)) {
      this.logger.warn({ subscriptionId }, 'stripe subscription of an unknown customer skipped');
      return undefined;
    }
    const sub = await this.readSubscription(subscriptionId);
    return { userId, remindTrial, apply: (m) => this.entitlements.applySubscription(m, userId, snapshotOf(sub)) };
  }

  private readSubscription(id: string): Promise<Stripe.Subscription> {
    if (!this.stripe) throw new DomainError(503, 'Payment processing is not configured.', 'payments_unavailable');
    return this.stripe.subscriptions.retrieve(id, { expand: ['items.data.price'] });
  }
}
