import { Inject, Injectable } from '@nestjs/common';
import { jsonFile, type DataExportPart } from '@overlap/contracts';
import type Stripe from 'stripe';
import { paymentsUnavailable } from '../stripe/payments-unavailable.errors';
import { STRIPE } from '../stripe/stripe.client';
import { DataExportRepository } from './data-export.repository';

/**
 * Billing's part of a student's data export (ADR 048): its own rows, and the invoices' numbers and
 * amounts read from Stripe, the source of truth for payments. Stripe not answering fails the part,
 * so identity asks again rather than ship an archive without the invoices.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly rows: DataExportRepository,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
  ) {}

  async part(userId: string): Promise<DataExportPart> {
    const [customer, subscriptions, entitlement, promoCodes, invoices, mails] = await Promise.all([
      this.rows.customer(userId),
      this.rows.subscriptions(userId),
      this.rows.entitlement(userId),
      this.rows.promoRedemptions(userId),
      this.invoices(userId),
      this.rows.sentMails(userId),
    ]);
    return {
      files: [
        jsonFile('subscription.json', { customer, subscriptions, entitlement }),
        jsonFile('promo-codes.json', promoCodes),
        jsonFile('invoices.json', invoices),
        jsonFile('emails.json', mails),
      ],
    };
  }

  private async invoices(userId: string): Promise<Record<string, unknown>[]> {
    const customerId = await this.rows.customerId(userId);
    if (!customerId) return [];
    if (!this.stripe) throw paymentsUnavailable();
    const found: Record<string, unknown>[] = [];
    for await (const invoice of this.stripe.invoices.list({ customer: customerId, limit: 100 })) {
      found.push({
        number: invoice.number,
        status: invoice.status,
        currency: invoice.currency,
        amountDue: invoice.amount_due,
        amountPaid: invoice.amount_paid,
        total: invoice.total,
        createdAt: new Date(invoice.created * 1000).toISOString(),
      });
      if (found.length >= 1000) break;
    }
    return found;
  }
}
