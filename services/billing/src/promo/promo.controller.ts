import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { RedeemPromoDto } from './promo.dto';
import { PromoService } from './promo.service';
import { RedeemedPromoView } from './promo.views';

@ApiTags('subscriptions')
@Controller('api/subscriptions')
export class PromoController {
  constructor(private readonly promos: PromoService) {}

  @Post('redeem-promo')
  @HttpCode(200)
  @ApiOperationOf('redeemPromoCode', RedeemedPromoView)
  redeem(@CurrentUser() caller: AuthenticatedUser, @Body() dto: RedeemPromoDto): Promise<RedeemedPromoView> {
    return this.promos.redeem(caller.userId, dto.code);
  }
}
