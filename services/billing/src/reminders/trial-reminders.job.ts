import { Inject, Injectable } from '@nestjs/common';
import { inRootSpan, LOGGER, Mailer, ScheduledJob } from '@overlap/platform';
import type pino from 'pino';
import { DataSource } from 'typeorm';
import { billingConfig } from '../config';
import { IdentityContacts } from './identity-contacts.client';
import { trialReminderMail } from './trial-reminder.mail';

/**
 * The trial reminder e-mail: sent when Stripe announces trial_will_end, and by a daily sweep
 * for trials Stripe did not announce. Once per trial end: the row is claimed before sending,
 * so replicas and both paths never send twice; a failed send releases the claim for the sweep.
 */
@Injectable()
export class TrialReminders extends ScheduledJob<number> {
  constructor(
    private readonly db: DataSource,
    private readonly contacts: IdentityContacts,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {
    super({ name: 'trial reminder sweep', everyMs: billingConfig.reminderSweepMs, logger });
  }

  /**
   * Reminds every trial ending within the reminder window that was not reminded yet; returns how many
   * were sent. Looking belongs to no trace; each reminder is a trace of its own.
   */
  protected async pass(now: Date): Promise<number> {
    const due: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM entitlements WHERE status = 'trialing' AND trial_end > $1 AND trial_end <= $1 + make_interval(days => $2)
         AND trial_reminder_for IS DISTINCT FROM trial_end`,
      [now, billingConfig.trialReminderDays],
    );
    let sent = 0;
    for (const { user_id } of due) if (await inRootSpan('trial reminder', {}, () => this.remind(user_id, now))) sent++;
    return sent;
  }

  /** Sends the reminder for the user's current trial unless it was sent or they turned e-mail off. */
  async remind(userId: string, now = new Date()): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, count].
    const [claimed]: [{ trial_end: Date }[], number] = await this.db.query(
      `UPDATE entitlements SET trial_reminder_for = trial_end
       WHERE user_id = $1 AND status = 'trialing' AND trial_end > $2 AND trial_reminder_for IS DISTINCT FROM trial_end RETURNING trial_end`,
      [userId, now],
    );
    const trialEnd = claimed[0]?.trial_end;
    if (!trialEnd) return false;
    try {
      const contact = await this.contacts.contact(userId);
      if (!contact?.emailNotifications) return false;
      await this.mailer.send(trialReminderMail(contact, trialEnd, now, billingConfig.appBaseUrl), { userId });
      return true;
    } catch (err) {
      await this.db.query('UPDATE entitlements SET trial_reminder_for = NULL WHERE user_id = $1 AND trial_reminder_for = $2', [userId, trialEnd]);
      this.logger.warn({ err }, 'trial reminder not sent; the sweep retries');
      return false;
    }
  }
}
