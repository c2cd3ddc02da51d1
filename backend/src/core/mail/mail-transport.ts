import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createTransport, Transporter } from 'nodemailer';
import { mailConfig } from '../config/configuration';

/** The SMTP transport when one is configured (SMTP_URL), else null: mail is then kept in the outbox. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private transporter: Transporter | null;

  constructor(@Inject(mailConfig.KEY) config: ConfigType<typeof mailConfig>) {
    this.transporter = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  current(): Transporter | null {
    return this.transporter;
  }

  /** Replaces the transport, e.g. when an admin saves SMTP settings. */
  use(url: string | null) {
    this.transporter?.close();
    this.transporter = url ? createTransport(url) : null;
  }

  onApplicationShutdown() {
    this.transporter?.close();
  }
}
