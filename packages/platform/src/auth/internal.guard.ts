import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { env, isProduction, requireEnv } from '../config/env';
import { forbidden } from '../errors/domain-error';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_CALLER_HEADER = 'x-internal-caller';
const INTERNAL_CALLERS = Symbol('INTERNAL_CALLERS');

/** Outside production every credential is derived from the caller's name, so the local stack needs no set-up. */
const localCredential = (caller: string) => `local-internal-token.${caller}`;

/**
 * The credential this service presents to other services' /internal endpoints: its own, never
 * another's (ADR 039). Required in production.
 */
export function internalServiceToken(service: string): string {
  return isProduction() ? requireEnv('INTERNAL_SERVICE_TOKEN') : (env('INTERNAL_SERVICE_TOKEN') ?? localCredential(service));
}

/** The headers a call from `service` to another service's /internal endpoint carries. */
export function internalCallHeaders(service: string): Record<string, string> {
  return { [INTERNAL_CALLER_HEADER]: service, [INTERNAL_TOKEN_HEADER]: internalServiceToken(service) };
}

/** What this service accepts from `caller`: `INTERNAL_TOKEN_FROM_<CALLER>`, the caller's own credential. */
export function acceptedCredential(caller: string): string {
  const name = `INTERNAL_TOKEN_FROM_${caller.toUpperCase()}`;
  return isProduction() ? requireEnv(name) : (env(name) ?? localCredential(caller));
}

/**
 * Marks a controller or route as internal and names the services that may call it; every other
 * caller, and every request without its caller's own credential, is refused with 403.
 */
export const InternalCallers = (...callers: string[]) => applyDecorators(SetMetadata(INTERNAL_CALLERS, callers), UseGuards(InternalServiceGuard));

/** Guards /internal/* endpoints: the named caller, with that caller's credential (ADR 039). */
@Injectable()
export class InternalServiceGuard implements CanActivate {
  private readonly credentials = new Map<string, Buffer>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const allowed = this.reflector.getAllAndOverride<string[] | undefined>(INTERNAL_CALLERS, [context.getHandler(), context.getClass()]) ?? [];
    const headers = context.switchToHttp().getRequest<Request>().headers;
    const caller = headers[INTERNAL_CALLER_HEADER];
    const token = headers[INTERNAL_TOKEN_HEADER];
    if (typeof caller !== 'string' || typeof token !== 'string' || !allowed.includes(caller)) throw forbidden('Service credential required');
    const expected = this.expected(caller);
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden('Service credential required');
    return true;
  }

  private expected(caller: string): Buffer {
    let credential = this.credentials.get(caller);
    if (!credential) this.credentials.set(caller, (credential = Buffer.from(acceptedCredential(caller))));
    return credential;
  }
}
