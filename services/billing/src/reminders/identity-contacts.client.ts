import { Inject, Injectable } from '@nestjs/common';
import { readUserContact, type UserContact } from '@overlap/contracts';
import { LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { billingConfig } from '../config';

/** Reads a user's e-mail, language and notification choice from identity when a mail is due. */
@Injectable()
export class IdentityContacts {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  /** undefined when the user no longer exists; throws when identity cannot answer (the sweep retries). */
  async contact(userId: string): Promise<UserContact | undefined> {
    const result = await readUserContact(
      {
        baseUrl: billingConfig.identityInternalUrl,
        headers: billingConfig.internalCallHeaders,
        timeoutMs: billingConfig.identityTimeoutMs,
      },
      userId,
    );
    if (result.ok) return result.contact;
    this.logger.warn({ status: result.status }, 'identity did not answer a contact');
    throw new Error(`identity contact lookup failed with ${result.status ?? 'no answer'}`);
  }
}
