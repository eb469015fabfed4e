import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { billingConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP via SMTP_URL (the local catcher in development). */
@Injectable()
export class Mailer {
  private readonly transport: Transporter = nodemailer.createTransport(billingConfig.smtpUrl);

  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: billingConfig.mailFrom, ...mail });
    this.logger.info({ subject: mail.subject }, 'mail sent');
  }
}
