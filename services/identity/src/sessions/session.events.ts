import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OutboxWriter } from '@overlap/platform';
import { IdentityEventTypes, SessionsRevokedSchema, Topics } from '@overlap/proto';
import type { EntityManager } from 'typeorm';
import { identityConfig } from '../config';

/** Publishes ended sessions through the outbox, in the transaction that ends them (ADR 025). */
@Injectable()
export class SessionEvents {
  constructor(private readonly outbox: OutboxWriter) {}

  revoked(manager: EntityManager, userId: string, sessionIds: string[], at = new Date()) {
    return this.outbox.write(manager, {
      topic: Topics.identitySessions,
      key: userId,
      eventType: IdentityEventTypes.sessionsRevoked,
      schema: SessionsRevokedSchema,
      payload: create(SessionsRevokedSchema, {
        userId,
        sessionIds,
        revokedAt: timestampFromDate(at),
        // Every access token of these sessions was issued before now.
        tokensExpireBy: timestampFromDate(new Date(at.getTime() + identityConfig.accessTokenTtlSeconds * 1000)),
      }),
    });
  }
}
