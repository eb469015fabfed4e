import { Injectable } from '@nestjs/common';
import { sentMailsOf, type SentMailRecord } from '@overlap/platform';
import { DataSource } from 'typeorm';

type Rows = Record<string, unknown>[];

/** Every billing row about one student, for their data export (ADR 048). */
@Injectable()
export class DataExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async customerId(userId: string): Promise<string | undefined> {
    const [row] = (await this.dataSource.query(`SELECT customer_id FROM customers WHERE user_id = $1`, [userId])) as { customer_id: string }[];
    return row?.customer_id;
  }

  async customer(userId: string): Promise<Record<string, unknown> | null> {
    const [row] = (await this.dataSource.query(`SELECT customer_id AS "stripeCustomerId", created_at AS "createdAt" FROM customers WHERE user_id = $1`, [
      userId,
    ])) as Rows;
    return row ?? null;
  }

  async subscriptions(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT subscription_id AS "subscriptionId", status, plan_type AS "plan", trial_end AS "trialEnd", current_period_end AS "currentPeriodEnd",
              cancel_at_period_end AS "cancelAtPeriodEnd", updated_at AS "updatedAt"
         FROM subscriptions WHERE user_id = $1 ORDER BY updated_at`,
      [userId],
    )) as Rows;
  }

  async entitlement(userId: string): Promise<Record<string, unknown> | null> {
    const [row] = (await this.dataSource.query(
      `SELECT plan_type AS "plan", status, trial_end AS "trialEnd", current_period_end AS "currentPeriodEnd", cancel_at_period_end AS "cancelAtPeriodEnd",
              promo_until AS "promoUntil", trial_reminder_for AS "trialReminderFor", updated_at AS "updatedAt"
         FROM entitlements WHERE user_id = $1`,
      [userId],
    )) as Rows;
    return row ?? null;
  }

  async promoRedemptions(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT r.code, c.days, r.redeemed_at AS "redeemedAt" FROM promo_redemptions r JOIN promo_codes c ON c.code = r.code WHERE r.user_id = $1 ORDER BY r.redeemed_at`,
      [userId],
    )) as Rows;
  }

  /** The e-mails this service sent the student, as the Mailer recorded them. */
  sentMails(userId: string): Promise<SentMailRecord[]> {
    return sentMailsOf(this.dataSource, userId);
  }
}
