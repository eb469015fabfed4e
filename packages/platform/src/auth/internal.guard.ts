import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { requireEnv } from '../config/env';
import { forbidden } from '../errors/domain-error';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Guards /internal/* endpoints with the shared service credential. */
@Injectable()
export class InternalServiceGuard implements CanActivate {
  private readonly expected = Buffer.from(requireEnv('INTERNAL_SERVICE_TOKEN', 'local-internal-token'));

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers[INTERNAL_TOKEN_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) throw forbidden('Service credential required');
    return true;
  }
}
