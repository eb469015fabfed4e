import { ApiProperty } from '@nestjs/swagger';
import { SubscriptionView } from '../entitlements/subscription.views';

export class RedeemedPromoView {
  @ApiProperty()
  message!: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'premium from this code lasts until then' })
  premiumUntil!: string;

  @ApiProperty({ type: SubscriptionView })
  subscription!: SubscriptionView;
}
