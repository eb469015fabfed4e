import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';

/** One Stripe customer per user, created on first need and kept in billing's database. */
@Injectable()
export class StripeCustomers {
  constructor(private readonly db: DataSource) {}

  async existing(userId: string): Promise<string | undefined> {
    const rows: { customer_id: string }[] = await this.db.query('SELECT customer_id FROM customers WHERE user_id = $1', [userId]);
    return rows[0]?.customer_id;
  }

  async userOf(customerId: string): Promise<string | undefined> {
    const rows: { user_id: string }[] = await this.db.query('SELECT user_id FROM customers WHERE customer_id = $1', [customerId]);
    return rows[0]?.user_id;
  }

  async ensure(stripe: Stripe, userId: string): Promise<string> {
    const known = await this.existing(userId);
    if (known) return known;
    // The key makes two racing first checkouts of one user get the same customer from Stripe.
    const customer = await stripe.customers.create({ metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
    await this.db.query('INSERT INTO customers (user_id, customer_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, customer.id]);
    return (await this.existing(userId))!;
  }

  /** A completed checkout names the customer Stripe used; keep it if the user had none. */
  async remember(userId: string, customerId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query('INSERT INTO customers (user_id, customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, customerId]);
  }
}
