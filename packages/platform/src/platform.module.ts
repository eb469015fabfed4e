import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { env } from './config/env';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { jwksKeyResolver, type KeyResolver } from './auth/jwt-verifier';
import { RevokedSessions } from './auth/revoked-sessions';
import { KEY_RESOLVER, SessionVerifier } from './auth/session-verifier';
import { ConsumerWatches } from './events/consumer-watches';
import { SERVICE_NAME, SessionRevocationFeed } from './events/session-revocation-feed';
import { HealthRegistry } from './health/health-check';
import { HealthController } from './health/health.controller';
import { createLogger } from './logging/logger';
import { LOGGER } from './logging/logger.token';

export interface PlatformOptions {
  service: string;
  /** Identity verifies with its own key; every other service fetches identity's JWKS. */
  keyResolver?: () => KeyResolver;
}

export function defaultJwksUrl(): string {
  return env('JWKS_URL') ?? `http://127.0.0.1:${env('IDENTITY_PORT') ?? '3001'}/.well-known/jwks.json`;
}

/**
 * Logger, health endpoints and the global access-token guard for one service; the guard refuses
 * sessions identity has ended, learnt from identity.sessions.v1 by every process (ADR 025).
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      controllers: [HealthController],
      providers: [
        { provide: LOGGER, useValue: createLogger(options.service) },
        HealthRegistry,
        ConsumerWatches,
        { provide: KEY_RESOLVER, useFactory: options.keyResolver ?? (() => jwksKeyResolver(defaultJwksUrl())) },
        { provide: SERVICE_NAME, useValue: options.service },
        RevokedSessions,
        SessionVerifier,
        SessionRevocationFeed,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
      ],
      exports: [LOGGER, HealthRegistry, ConsumerWatches, KEY_RESOLVER, RevokedSessions, SessionVerifier],
    };
  }
}
