import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, Public } from '@overlap/platform';
import { PricingView } from './plan.views';
import { PlansService } from './plans.service';

@ApiTags('subscriptions')
@Controller('api/subscriptions')
export class PricingController {
  constructor(private readonly plans: PlansService) {}

  /** Visitors see the pricing page too (docs/product/premium.md). */
  @Public()
  @Get('pricing')
  @ApiOperationOf('getPricing', PricingView)
  pricing(): Promise<PricingView> {
    return this.plans.pricing();
  }
}
