import { Transform } from 'class-transformer';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PROMO_CODE_MAX, PromoMessages } from './promo-code.rules';

/** POST /api/subscriptions/redeem-promo. */
export class RedeemPromoDto {
  @ApiProperty({ maxLength: PROMO_CODE_MAX, description: 'case-insensitive' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please enter a promo code.' })
  @IsNotEmpty({ message: 'Please enter a promo code.' })
  // A code longer than any code is unknown, in the unknown code's words (issue 30: the two read differently).
  @MaxLength(PROMO_CODE_MAX, { message: PromoMessages.unknown })
  readonly code!: string;
}
