import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { AccountErasureService } from './account-erasure.service';

/** A deleted account loses its billing data and its Stripe customer (docs/product/privacy.md). */
@Injectable()
export class UserEventsConsumer {
  constructor(
    private readonly erasure: AccountErasureService,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userDeleted)
  async deleted(envelope: EventEnvelope, manager: EntityManager): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, UserDeletedSchema);
    if (event && isUserId(event.userId)) await this.erasure.erase(manager, event.userId);
  }
}
