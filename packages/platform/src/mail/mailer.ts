import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type pino from 'pino';
import { env } from '../config/env';
import { LOGGER } from '../logging/logger.token';

export interface OutgoingMail {
  to: string;
  /** Which mail this is, for the log: a subject may name a person (an invitation names the inviter). */
  kind?: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP via SMTP_URL (the local catcher in development); every service that mails uses this one. */
@Injectable()
export class Mailer {
  private readonly transport: Transporter = nodemailer.createTransport(env('SMTP_URL') ?? 'smtp://127.0.0.1:1025');
  private readonly from = env('MAIL_FROM') ?? 'Overlap <no-reply@overlap.local>';

  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async send(mail: OutgoingMail): Promise<void> {
    const { kind, ...message } = mail;
    await this.transport.sendMail({ from: this.from, ...message });
    // The kind only: recipients, subjects and bodies may hold personal data.
    this.logger.info({ kind: kind ?? 'unnamed' }, 'mail sent');
  }
}
