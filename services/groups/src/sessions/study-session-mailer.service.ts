import { Inject, Injectable } from '@nestjs/common';
import { readUserContact } from '@overlap/contracts';
import { LOGGER, Mailer } from '@overlap/platform';
import type pino from 'pino';
import { groupsConfig } from '../config';
import { sessionMail, type SessionMailFacts } from './study-session.mail';

/**
 * Writes to members about a new, changed or cancelled session after it is stored. The group page
 * and the bell are the record; the e-mail is a courtesy, sent only to those with e-mail
 * notifications on, so a failure is logged and never undoes the change.
 */
@Injectable()
export class StudySessionMailer {
  constructor(
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  /** One member after another. */
  async notify(userIds: string[], facts: SessionMailFacts): Promise<void> {
    for (const userId of userIds) {
      try {
        const result = await readUserContact(
          { baseUrl: groupsConfig.identityInternalUrl, headers: groupsConfig.internalCallHeaders, timeoutMs: groupsConfig.identityTimeoutMs },
          userId,
        );
        if (!result.ok) throw new Error(`identity contact lookup failed with ${result.status ?? 'no answer'}`);
        if (result.contact?.emailNotifications) await this.mailer.send(sessionMail(result.contact, facts, groupsConfig.appBaseUrl), { userId });
      } catch (err) {
        this.logger.warn({ err, groupId: facts.groupId, kind: facts.kind }, 'study session e-mail not sent');
      }
    }
  }
}
