import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { identityConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP via SMTP_URL (the local catcher in development). */
@Injectable()
export class Mailer {
  private readonly transport: Transporter = nodemailer.createTransport(identityConfig.smtpUrl);

  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: identityConfig.mailFrom, ...mail });
    this.logger.info({ subject: mail.subject }, 'mail sent');
  }
}
