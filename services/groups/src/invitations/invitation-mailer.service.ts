import { Inject, Injectable } from '@nestjs/common';
import { readUserContact } from '@overlap/contracts';
import { LOGGER, Mailer } from '@overlap/platform';
import type pino from 'pino';
import { groupsConfig } from '../config';
import { invitationMail, type InvitationMailFacts } from './invitation.mail';

/**
 * Writes to invitees after their invitations are stored (ADR 031). The bell is the record; the
 * e-mail is a courtesy, sent only to those with e-mail notifications on, so a failure is logged
 * and never undoes or delays the invitation.
 */
@Injectable()
export class InvitationMailer {
  constructor(
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  /** One invitee after another, in the order given. */
  async notify(invitees: { userId: string; facts: InvitationMailFacts }[]): Promise<void> {
    for (const { userId, facts } of invitees) {
      try {
        await this.notifyOne(userId, facts);
      } catch (err) {
        this.logger.warn({ err, invitationId: facts.invitationId }, 'invitation e-mail not sent');
      }
    }
  }

  private async notifyOne(userId: string, facts: InvitationMailFacts): Promise<void> {
    const result = await readUserContact(
      {
        baseUrl: groupsConfig.identityInternalUrl,
        headers: groupsConfig.internalCallHeaders,
        timeoutMs: groupsConfig.identityTimeoutMs,
      },
      userId,
    );
    if (!result.ok) throw new Error(`identity contact lookup failed with ${result.status ?? 'no answer'}`);
    if (!result.contact?.emailNotifications) return;
    // The subject names the inviter: their account's deletion takes it out of this student's record.
    await this.mailer.send(invitationMail(result.contact, facts, groupsConfig.appBaseUrl), { userId, namesUserId: facts.inviterId });
  }
}
