import { ApiProperty } from '@nestjs/swagger';

export class CheckoutSessionView {
  @ApiProperty()
  sessionId!: string;

  @ApiProperty({ description: "the provider's hosted checkout page" })
  url!: string;
}

export class PortalSessionView {
  @ApiProperty({ description: "the provider's hosted customer portal" })
  url!: string;
}
