import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createTransport, Transporter } from 'nodemailer';
import { mailConfig } from '../config/configuration';

/** The SMTP server of the admin settings (Email Settings tab). */
export interface SmtpSettings {
  host: string;
  port: number;
  user: string | null;
  password: string | null;
  from: { name: string; address: string } | null;
}

export interface ResolvedTransport {
  transporter: Transporter;
  /** The sender of the settings, or null for the configured default (MAIL_FROM). */
  from: { name: string; address: string } | null;
}

/**
 * Where mail goes: the SMTP server of the admin settings when one is set, else SMTP_URL, else nowhere
 * (null: mail is then kept in the outbox). The settings are read through a source the settings module
 * registers, so every process (api or worker) follows a change.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private transporter: Transporter | null;
  private settingsSource: (() => Promise<SmtpSettings | null>) | null = null;
  private fromSettings: { key: string; transporter: Transporter } | null = null;

  constructor(@Inject(mailConfig.KEY) config: ConfigType<typeof mailConfig>) {
    this.transporter = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  current(): Transporter | null {
    return this.transporter;
  }

  /** Replaces the SMTP_URL transport. */
  use(url: string | null) {
    this.transporter?.close();
    this.transporter = url ? createTransport(url) : null;
  }

  useSettingsSource(source: () => Promise<SmtpSettings | null>) {
    this.settingsSource = source;
  }

  /** The transport for the next message: the settings' SMTP server first, then SMTP_URL, else null. */
  async resolve(): Promise<ResolvedTransport | null> {
    const smtp = this.settingsSource ? await this.settingsSource() : null;
    if (smtp) return { transporter: this.settingsTransporter(smtp), from: smtp.from };
    return this.transporter ? { transporter: this.transporter, from: null } : null;
  }

  async hasTransport(): Promise<boolean> {
    return (await this.resolve()) !== null;
  }

  private settingsTransporter(smtp: SmtpSettings): Transporter {
    const key = JSON.stringify([smtp.host, smtp.port, smtp.user, smtp.password]);
    if (this.fromSettings?.key === key) return this.fromSettings.transporter;
    this.fromSettings?.transporter.close();
    const transporter = createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      ...(smtp.user && { auth: { user: smtp.user, pass: smtp.password ?? '' } }),
    });
    this.fromSettings = { key, transporter };
    return transporter;
  }

  onApplicationShutdown() {
    this.transporter?.close();
    this.fromSettings?.transporter.close();
  }
}
