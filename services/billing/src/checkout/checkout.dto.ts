import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const URL_MAX = 2048;

/** POST /api/subscriptions/create-checkout-session (docs/product/premium.md). */
export class CreateCheckoutSessionDto {
  @ApiProperty({ description: 'a plan id from GET /api/subscriptions/pricing' })
  @IsString({ message: 'priceId must be text.' })
  @IsNotEmpty({ message: 'Please choose a plan.' })
  @MaxLength(255)
  readonly priceId!: string;

  @ApiProperty({ description: "an address on the app's own origin" })
  @IsString({ message: 'successUrl must be text.' })
  @IsNotEmpty({ message: 'successUrl is required.' })
  @MaxLength(URL_MAX)
  readonly successUrl!: string;

  @ApiProperty({ description: "an address on the app's own origin" })
  @IsString({ message: 'cancelUrl must be text.' })
  @IsNotEmpty({ message: 'cancelUrl is required.' })
  @MaxLength(URL_MAX)
  readonly cancelUrl!: string;
}

/** POST /api/subscriptions/create-portal-session (the return address is the app's origin plus /pricing). */
export class CreatePortalSessionDto {
  @ApiProperty({ description: "an address on the app's own origin" })
  @IsString({ message: 'returnUrl must be text.' })
  @IsNotEmpty({ message: 'returnUrl is required.' })
  @MaxLength(URL_MAX)
  readonly returnUrl!: string;
}
