import { Injectable } from '@nestjs/common';

/**
 * The one place premium gating is decided. SPEC.md §4/§6: accepting an invitation needs an
 * active subscription. Billing arrives with its own issue and will answer from its
 * entitlement projection here; until then everyone may accept (issue 5 keeps 'allowed').
 */
@Injectable()
export class Entitlements {
  async canAcceptInvitations(_userId: string): Promise<boolean> {
    return true;
  }
}
