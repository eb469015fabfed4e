import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { CreateCheckoutSessionDto, CreatePortalSessionDto } from './checkout.dto';
import { countedCheckout } from './checkout.metrics';
import { CheckoutService } from './checkout.service';
import { CheckoutSessionView, PortalSessionView } from './checkout.views';

@ApiTags('subscriptions')
@Controller('api/subscriptions')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** The user comes from the session, never from the body (client_reference_id). */
  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiOperationOf('createCheckoutSession', CheckoutSessionView)
  create(@CurrentUser() caller: AuthenticatedUser, @Body() dto: CreateCheckoutSessionDto): Promise<CheckoutSessionView> {
    return countedCheckout(() => this.checkout.checkout(caller.userId, dto.priceId, dto.successUrl, dto.cancelUrl));
  }

  @Post('create-portal-session')
  @HttpCode(200)
  @ApiOperationOf('createPortalSession', PortalSessionView)
  portal(@CurrentUser() caller: AuthenticatedUser, @Body() dto: CreatePortalSessionDto): Promise<PortalSessionView> {
    return this.checkout.portal(caller.userId, dto.returnUrl);
  }
}
