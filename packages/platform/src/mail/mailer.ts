import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type pino from 'pino';
import { DataSource } from 'typeorm';
import { env } from '../config/env';
import { LOGGER } from '../logging/logger.token';
import { recordSentMail, withdrawSentMail, type MailRecipient } from './sent-mails';

export interface OutgoingMail {
  to: string;
  /** Which mail this is ('invitation', 'password-reset', …): for the log and the student's record. */
  kind: string;
  subject: string;
  /** The language the mail is written in, for the student's record. */
  language: string;
  text: string;
  html: string;
}

/**
 * SMTP via SMTP_URL (the local catcher in development); every service that mails uses this one, and
 * each mail is recorded in the service's own `sent_mails` (so a mailing service is a PostgreSQL one
 * with that table's migration).
 */
@Injectable()
export class Mailer {
  private readonly transport: Transporter = nodemailer.createTransport(env('SMTP_URL') ?? 'smtp://127.0.0.1:1025');
  private readonly from = env('MAIL_FROM') ?? 'Overlap <no-reply@overlap.local>';

  constructor(
    private readonly db: DataSource,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async send(mail: OutgoingMail, recipient: MailRecipient): Promise<void> {
    // Recorded first, outside any transaction (SMTP may be slow): a refused mail takes its record back.
    const recordId = await recordSentMail(this.db, recipient, mail);
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (err) {
      await withdrawSentMail(this.db, recordId);
      throw err;
    }
    // The kind only: recipients, subjects and bodies may hold personal data.
    this.logger.info({ kind: mail.kind }, 'mail sent');
  }
}
