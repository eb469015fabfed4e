import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { EntitlementsRepository } from './entitlements.repository';
import { toSubscriptionView } from './subscription.views';
import { MySubscriptionView } from './subscription.views';

@ApiTags('subscriptions')
@Controller('api/subscriptions')
export class SubscriptionController {
  constructor(private readonly entitlements: EntitlementsRepository) {}

  /** The UI calls it with 'me'; an explicit id must be the caller's own (403 otherwise). */
  @Get('user/:userId')
  @ApiOperationOf('getMySubscription', MySubscriptionView)
  async mine(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string): Promise<MySubscriptionView> {
    assertSelf(caller, userId);
    return { subscription: toSubscriptionView(await this.entitlements.state(caller.userId), new Date()) };
  }
}
