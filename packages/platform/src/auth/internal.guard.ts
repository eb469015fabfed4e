import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { env, isProduction, requireEnv } from '../config/env';
import { forbidden } from '../errors/domain-error';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** The shared service credential: required in production, a fixed local value elsewhere. */
export function internalServiceToken(): string {
  return isProduction() ? requireEnv('INTERNAL_SERVICE_TOKEN') : (env('INTERNAL_SERVICE_TOKEN') ?? 'local-internal-token');
}

/** Guards /internal/* endpoints with the shared service credential. */
@Injectable()
export class InternalServiceGuard implements CanActivate {
  private readonly expected = Buffer.from(internalServiceToken());

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers[INTERNAL_TOKEN_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) throw forbidden('Service credential required');
    return true;
  }
}
