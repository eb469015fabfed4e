import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../errors/domain-error';
import { acceptedCredential, internalCallHeaders, InternalCallers, InternalServiceGuard } from './internal.guard';

@Controller('internal/things')
@InternalCallers('groups', 'presence')
class ThingsController {
  @Get()
  list() {
    return [];
  }
}

const guard = new InternalServiceGuard(new Reflector());
const call = (headers: Record<string, string>) =>
  guard.canActivate({
    getHandler: () => ThingsController.prototype.list,
    getClass: () => ThingsController,
    switchToHttp: () => ({ getRequest: () => ({ headers }) }),
  } as unknown as ExecutionContext);
const refusal = (headers: Record<string, string>) => {
  try {
    call(headers);
  } catch (e) {
    return { status: (e as DomainError).status, message: (e as DomainError).message };
  }
  return undefined;
};

describe('internal endpoints, one credential per calling service', () => {
  it('admits a named caller with its own credential', () => {
    expect(call(internalCallHeaders('groups'))).toBe(true);
    expect(call(internalCallHeaders('presence'))).toBe(true);
  });

  it('refuses a service that is not named, even with its own valid credential', () => {
    expect(refusal(internalCallHeaders('billing'))).toEqual({ status: 403, message: 'Service credential required' });
  });

  it("refuses a named caller presenting another service's credential", () => {
    expect(refusal({ ...internalCallHeaders('presence'), 'x-internal-token': acceptedCredential('groups') })).toEqual({
      status: 403,
      message: 'Service credential required',
    });
  });

  it('refuses a request without a caller or a credential', () => {
    expect(refusal({})).toMatchObject({ status: 403 });
    expect(refusal({ 'x-internal-caller': 'groups' })).toMatchObject({ status: 403 });
    expect(refusal({ 'x-internal-token': acceptedCredential('groups') })).toMatchObject({ status: 403 });
  });

  it('reads what it accepts from INTERNAL_TOKEN_FROM_<CALLER>', () => {
    process.env.INTERNAL_TOKEN_FROM_GROUPS = 'configured-groups-credential';
    try {
      const fresh = new InternalServiceGuard(new Reflector());
      const ctx = (token: string) =>
        ({
          getHandler: () => ThingsController.prototype.list,
          getClass: () => ThingsController,
          switchToHttp: () => ({ getRequest: () => ({ headers: { 'x-internal-caller': 'groups', 'x-internal-token': token } }) }),
        }) as unknown as ExecutionContext;
      expect(fresh.canActivate(ctx('configured-groups-credential'))).toBe(true);
      expect(() => fresh.canActivate(ctx(acceptedCredential('presence')))).toThrow('Service credential required');
    } finally {
      delete process.env.INTERNAL_TOKEN_FROM_GROUPS;
    }
  });
});
