import { Inject, Injectable } from '@nestjs/common';
import { decodeUserContact, internalUserContactPath, type UserContact } from '@overlap/contracts';
import { INTERNAL_TOKEN_HEADER, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { billingConfig } from '../config';

/** Reads a user's e-mail, language and notification choice from identity when a mail is due. */
@Injectable()
export class IdentityContacts {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  /** undefined when the user no longer exists; throws when identity cannot answer (the sweep retries). */
  async contact(userId: string): Promise<UserContact | undefined> {
    const res = await fetch(`${billingConfig.identityInternalUrl}${internalUserContactPath(userId)}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: billingConfig.internalServiceToken, accept: 'application/json' },
      signal: AbortSignal.timeout(billingConfig.identityTimeoutMs),
    });
    if (res.status === 404) return undefined;
    const contact = res.ok ? decodeUserContact(await res.json().catch(() => undefined)) : undefined;
    if (!contact) {
      this.logger.warn({ status: res.status }, 'identity did not answer a contact');
      throw new Error(`identity contact lookup failed with ${res.status}`);
    }
    return contact;
  }
}
