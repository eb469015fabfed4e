import { Inject, Injectable } from '@nestjs/common';
import { forgetSentMails, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { STRIPE } from '../stripe/stripe.client';
import { DeletedUsersRepository } from './deleted-users.repository';

/**
 * A deleted account loses its billing data (docs/product/privacy.md): the Stripe customer is
 * deleted (which also cancels its subscriptions), then billing's rows go and the account is
 * remembered by its digest. Stripe keeps its own records of past payments as the processor.
 */
@Injectable()
export class AccountErasureService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    private readonly entitlements: EntitlementsRepository,
    private readonly deletedUsers: DeletedUsersRepository,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async erase(manager: EntityManager, userId: string): Promise<void> {
    const rows: { customer_id: string }[] = await manager.query('SELECT customer_id FROM customers WHERE user_id = $1', [userId]);
    // Before the rows go: if Stripe fails, the event is handled again and the customer id is still known.
    for (const { customer_id } of rows) await this.deleteCustomer(customer_id);
    await this.deletedUsers.remember(manager, userId);
    await this.entitlements.removeUser(manager, userId);
    await forgetSentMails(manager, userId);
  }

  private async deleteCustomer(customerId: string): Promise<void> {
    if (!this.stripe) {
      // Without a key nothing can reach Stripe; the operator deletes the customer by hand (docs/product/privacy.md).
      this.logger.error({ customerId }, 'stripe customer of a deleted account not deleted: payments are not configured');
      return;
    }
    try {
      await this.stripe.customers.del(customerId);
    } catch (err) {
      // Deleted already (an earlier attempt of this event, or by hand): what was asked is done.
      if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return;
      throw err;
    }
  }
}
