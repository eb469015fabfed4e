import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { IdentityEventTypes, SessionsRevokedSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { intEnv } from '../config/env';
import { RevokedSessions } from '../auth/revoked-sessions';
import { HealthRegistry } from '../health/health-check';
import { createKafka } from '../kafka/kafka-client';
import { LOGGER } from '../logging/logger.token';
import { BroadcastConsumer, broadcastGroupId } from './broadcast-consumer';
import { decodeOrSkip } from './decode-or-skip';
import { EventRoutes } from './event-routes';
import { ConsumerWatches } from './consumer-watches';
import { superviseConsumer } from './keep-starting';

export const SERVICE_NAME = Symbol('SERVICE_NAME');

/**
 * Feeds RevokedSessions from identity.sessions.v1 in every process, gateway included: each
 * replica reads in a consumer group of its own, and a starting replica first reads back one
 * access-token lifetime, so it also refuses sessions that ended before it started.
 */
@Injectable()
export class SessionRevocationFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer: BroadcastConsumer | undefined;
  private stopping = false;

  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(LOGGER) private readonly logger: pino.Logger,
    private readonly revoked: RevokedSessions,
    private readonly watches: ConsumerWatches,
    registry: HealthRegistry,
  ) {
    // A replica takes requests once it knows every session that ended within a token's lifetime;
    // a later broker outage leaves it ready (what it has read stays true; ADR 027).
    registry.register({
      name: 'session-revocations',
      role: 'startup',
      check: async () => {
        if (!this.consumer?.isCaughtUp) throw new Error('still reading the revoked sessions');
      },
    });
  }

  onApplicationBootstrap() {
    const routes = new EventRoutes();
    routes.add(Topics.identitySessions, IdentityEventTypes.sessionsRevoked, (envelope) => this.apply(envelope), 'SessionRevocationFeed.apply');
    // Tokens live ACCESS_TOKEN_TTL_SECONDS (identity's setting); a minute more covers clock skew.
    const replayMs = (intEnv('ACCESS_TOKEN_TTL_SECONDS', 15 * 60) + 60) * 1000;
    const kafka = createKafka(`${this.service}-sessions`, this.logger);
    this.consumer = new BroadcastConsumer(kafka, broadcastGroupId(`${this.service}.sessions`), routes, this.logger, replayMs);
    superviseConsumer(this.consumer, this.watches, this.logger, () => this.stopping);
  }

  async onApplicationShutdown() {
    this.stopping = true;
    await this.consumer?.stop();
  }

  private async apply(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, SessionsRevokedSchema);
    if (!event?.tokensExpireBy) return;
    this.revoked.revoke(event.sessionIds, timestampDate(event.tokensExpireBy).getTime());
  }
}
