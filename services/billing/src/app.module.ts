import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, Mailer, PlatformModule, DataExportPartController, dataExportPartFrom } from '@overlap/platform';
import { ConsumerGroups } from '@overlap/proto';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { PortalConfiguration } from './checkout/portal-configuration.client';
import { StripeCustomers } from './checkout/stripe-customers.repository';
import { EntitlementEvents } from './entitlements/entitlement.events';
import { EntitlementsRepository } from './entitlements/entitlements.repository';
import { SubscriptionController } from './entitlements/subscription.controller';
import { BillingSchema1764050000000 } from './migrations/1764050000000-billing-schema';
import { DeletedUsers1796100000000 } from './migrations/1796100000000-deleted-users';
import { SentMails1797100000000 } from './migrations/1797100000000-sent-mails';
import { SentMailsRefuseDeleted1797200000000 } from './migrations/1797200000000-sent-mails-refuse-deleted';
import { PlansService } from './plans/plans.service';
import { PricingController } from './plans/pricing.controller';
import { PromoController } from './promo/promo.controller';
import { PromoService } from './promo/promo.service';
import { IdentityContacts } from './reminders/identity-contacts.client';
import { TrialReminders } from './reminders/trial-reminders.job';
import { createStripeClient, STRIPE } from './stripe/stripe.client';
import { AccountErasureService } from './users/account-erasure.service';
import { DeletedUsersRepository } from './users/deleted-users.repository';
import { UserEventsConsumer } from './users/user-events.event-handler';
import { WebhookController } from './webhooks/webhook.controller';
import { WebhookService } from './webhooks/webhook.service';
import { DataExportRepository } from './data-export/data-export.repository';
import { DataExportService } from './data-export/data-export.service';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'billing' }),
    DatabaseModule.forRoot({
      service: 'billing',
      entities: [],
      migrations: [BillingSchema1764050000000, DeletedUsers1796100000000, SentMails1797100000000, SentMailsRefuseDeleted1797200000000],
    }),
    EventsModule.forRoot({ service: 'billing', store: 'postgres', consumerGroup: ConsumerGroups.billing }),
  ],
  controllers: [PricingController, SubscriptionController, CheckoutController, PromoController, WebhookController, DataExportPartController],
  providers: [
    DataExportService,
    dataExportPartFrom(DataExportService),
    DataExportRepository,
    { provide: STRIPE, useFactory: () => createStripeClient() },
    PlansService,
    StripeCustomers,
    EntitlementEvents,
    EntitlementsRepository,
    PortalConfiguration,
    CheckoutService,
    PromoService,
    Mailer,
    IdentityContacts,
    TrialReminders,
    WebhookService,
    DeletedUsersRepository,
    AccountErasureService,
    UserEventsConsumer,
  ],
})
export class AppModule {}
