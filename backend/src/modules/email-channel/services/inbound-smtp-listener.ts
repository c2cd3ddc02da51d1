import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { inboundEmailConfig } from '../../../core/config/configuration';
import { isReplyAddress } from '../rules/reply-address';
import { SenderRate } from '../rules/sender-rate';
import { EmailInboundService } from './email-inbound.service';
import { InboundEmailSettingsService } from './inbound-email-settings.service';

/** An SMTP answer with its reply code (smtp-server sends `responseCode` and the message). */
const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The built-in SMTP listener (docs/channels.md "Inbound e-mail"), off unless INBOUND_SMTP_PORT is set (a listening
 * socket is the process's: the port stays an environment setting, the domain may come from Settings). It runs in
 * the API role: it is an ingress like HTTP, placed where the shop takes connections from outside, while workers
 * stay unreachable. It is no relay: only reply+<token>@<inbound domain> recipients are taken (550 for any other),
 * no AUTH, at most 30 messages a minute from one client address (451 beyond), and a mail over the size limit is
 * refused at DATA (552) and recorded.
 */
@Injectable()
export class InboundSmtpListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(InboundSmtpListener.name);
  private server: SMTPServer | null = null;
  private boundPort: number | null = null;
  private readonly rate = new SenderRate();

  constructor(
    @Inject(inboundEmailConfig.KEY) private readonly config: ConfigType<typeof inboundEmailConfig>,
    private readonly inbound: EmailInboundService,
    private readonly settings: InboundEmailSettingsService,
  ) {}

  /** The port it listens on (INBOUND_SMTP_PORT, or the one given for 0), or null when it is off. */
  port(): number | null {
    return this.boundPort;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { smtp } = this.config;
    if (!smtp) return;
    const server = new SMTPServer({
      banner: 'Kedai inbound e-mail',
      authOptional: true,
      // No relay and no accounts: there is nothing to log in to. TLS belongs to the MX in front (docs).
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: this.config.maxBytes,
      maxClients: 50,
      logger: false,
      onMailFrom: (_address, session, callback) => {
        if (this.rate.take(session.remoteAddress, Date.now())) return callback();
        return callback(smtpError(451, '4.7.1 Too many messages from your address; try again later'));
      },
      // The domain now (environment, else Settings): no domain yet refuses every recipient.
      onRcptTo: (address, _session, callback) => {
        this.settings.resolved().then(
          ({ domain }) =>
            domain && isReplyAddress(address.address, domain)
              ? callback()
              : callback(smtpError(550, '5.7.1 This server takes replies to the shop’s conversations only')),
          (error: Error) => callback(smtpError(451, `4.3.0 Try again later (${error.message})`)),
        );
      },
      onData: (stream, session, callback) => {
        this.handle(stream, session).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
    });
    server.on('error', (error) => this.logger.warn(`SMTP listener: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(smtp.port, smtp.host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.boundPort = (server.server.address() as AddressInfo).port;
    this.logger.log(`SMTP listener on ${smtp.host}:${this.boundPort}`);
  }

  /** Reads the message (never more than the limit into memory), then hands it to the inbound pipeline. */
  private async handle(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= this.config.maxBytes) chunks.push(chunk);
    }
    const mailFrom = session.envelope.mailFrom;
    const envelope = {
      via: 'smtp' as const,
      envelopeFrom: mailFrom ? mailFrom.address : '',
      recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    };
    if (stream.sizeExceeded || size > this.config.maxBytes) {
      await this.inbound.refuseOversized(envelope, size);
      throw smtpError(552, `5.3.4 The message is larger than ${this.config.maxBytes} bytes`);
    }
    const outcome = await this.inbound.receive(Buffer.concat(chunks), envelope);
    // A reply address that was never given out: "no such user" (a loop or a quarantine is taken silently, so
    // that no bounce goes back to a forged sender or an auto-responder).
    if (outcome.status === 'refused' && outcome.reason === 'unknown-token') {
      throw smtpError(550, '5.1.1 No such conversation');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
