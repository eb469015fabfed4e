import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@overlap/platform';
import type { Request } from 'express';
import { WebhookService } from './webhook.service';

/** Stripe calls this server to server: no session; the signature is the credential. */
@ApiExcludeController()
@Controller('api/billing')
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  receive(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.receive(req.body, signature);
  }
}
