import { ApiProperty } from '@nestjs/swagger';

/** A pricing plan; amounts in minor units (docs/product/premium.md). */
export class PlanView {
  @ApiProperty({ description: 'the Stripe Price id, sent back as priceId at checkout' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: 'minor units (cents)' })
  amount!: number;

  @ApiProperty({ example: 'usd' })
  currency!: string;

  @ApiProperty({ enum: ['month', 'year'] })
  interval!: 'month' | 'year';

  @ApiProperty({ description: 'the yearly plan' })
  mostPopular!: boolean;
}

/** GET /api/subscriptions/pricing. */
export class PricingView {
  @ApiProperty({ type: [PlanView] })
  plans!: PlanView[];

  @ApiProperty({ description: 'twelve monthly payments minus the yearly price, minor units; 0 without both plans' })
  yearlySavings!: number;

  @ApiProperty({ description: 'false when no payment provider is configured: checkout is not available' })
  paymentsAvailable!: boolean;
}
