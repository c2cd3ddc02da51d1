import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { Repository } from 'typeorm';
import type { InboundEmailReason, InboundEmailStatus, InboundEmailVia, InboundEmailView } from '@kedai/contracts';
import { inboundEmailConfig, mailConfig } from '../../../core/config/configuration';
import { ChatChannelInbox } from '../../chat';
import { EmailInboundMessage } from '../entities/email-inbound-message.entity';
import { authVerdict, loopVerdict, senderVerdict, type InboundVerdict } from '../rules/inbound-checks';
import { tokenOf } from '../rules/reply-address';
import { replyText } from '../rules/reply-text';
import { EmailThreadsService } from './email-threads.service';
import { InboundEmailSettingsService } from './inbound-email-settings.service';

/** How an e-mail reached the shop: the transport's envelope, and what a provider reported of it. */
export interface InboundEnvelope {
  via: InboundEmailVia;
  /** MAIL FROM: '' for the null sender `<>`; null when the provider did not say. */
  envelopeFrom: string | null;
  /** RCPT TO addresses (the message's own To and Cc are read too). */
  recipients: string[];
  spf?: string | null;
  dkim?: string | null;
}

export interface InboundOutcome {
  id: string | null;
  status: InboundEmailStatus | 'duplicate';
  reason: InboundEmailReason | null;
  sessionId: string | null;
}

/** A row left 'received' this long ago was being handled by a process that died: a redelivery takes it over. */
const STALE_RECEIVED_MS = 2 * 60_000;
const MAX_REFERENCES = 20;
/** The files one e-mail may add to a conversation; the rest are named in its row, not kept. */
const MAX_FILES = 10;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((item) => item.value.map((one) => one.address ?? ''));

/** A header's raw value (folded lines joined), or null. */
function header(mail: ParsedMail, name: string): string | null {
  const line = mail.headerLines.find((item) => item.key === name)?.line;
  return line
    ? line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim()
    : null;
}

/** The sender address of MAIL FROM in the form the shop's own mail uses: "Kedai <no-reply@…>" → no-reply@…. */
const senderAddress = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

/**
 * One inbound e-mail, however it arrived (the SMTP listener, the provider webhook): read, stored once by its
 * Message-ID, checked (loops, reply address, the provider's SPF/DKIM, the sender) and then posted into its
 * conversation, or refused or quarantined with the reason kept. Nothing but a posted e-mail reaches a conversation.
 */
@Injectable()
export class EmailInboundService {
  private readonly logger = new Logger(EmailInboundService.name);

  constructor(
    @Inject(inboundEmailConfig.KEY) private readonly config: ConfigType<typeof inboundEmailConfig>,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    @InjectRepository(EmailInboundMessage) private readonly rows: Repository<EmailInboundMessage>,
    private readonly threads: EmailThreadsService,
    private readonly inbox: ChatChannelInbox,
    private readonly settings: InboundEmailSettingsService,
  ) {}

  get maxBytes(): number {
    return this.config.maxBytes;
  }

  /** An e-mail too big to read: recorded (without its bytes) and refused. */
  async refuseOversized(envelope: InboundEnvelope, sizeBytes: number): Promise<InboundOutcome> {
    const row = await this.rows.save(
      this.rows.create({
        via: envelope.via,
        messageId: null,
        status: 'refused',
        reason: 'oversized',
        detail: `${sizeBytes} bytes; the limit is ${this.config.maxBytes}`,
        envelopeFrom: envelope.envelopeFrom?.slice(0, 254) ?? null,
        spf: envelope.spf?.slice(0, 100) ?? null,
        dkim: envelope.dkim?.slice(0, 300) ?? null,
        sizeBytes,
      }),
    );
    return { id: row.id, status: 'refused', reason: 'oversized', sessionId: null };
  }

  async receive(raw: Buffer, envelope: InboundEnvelope): Promise<InboundOutcome> {
    if (raw.length > this.config.maxBytes) return this.refuseOversized(envelope, raw.length);
    let mail: ParsedMail;
    try {
      // An HTML-only mail keeps its HTML for replyText, which cuts the quote containers before making text of it.
      mail = await simpleParser(raw, {
        skipHtmlToText: true,
        skipImageLinks: true,
        skipTextToHtml: true,
        skipTextLinks: true,
      });
    } catch (error) {
      this.logger.warn(`An inbound e-mail could not be read: ${String(error)}`);
      const row = await this.rows.save(
        this.rows.create({ via: envelope.via, status: 'refused', reason: 'unreadable', sizeBytes: raw.length }),
      );
      return { id: row.id, status: 'refused', reason: 'unreadable', sessionId: null };
    }
    const messageId = (
      mail.messageId?.trim() || `<${createHash('sha256').update(raw).digest('hex')}@inbound.kedai>`
    ).slice(0, 500);
    const fromAddress = mail.from?.value[0]?.address?.trim().toLowerCase() ?? null;
    const references = (Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [])
      .map((id) => id.trim())
      .filter((id) => id.length > 0 && id.length <= 500)
      .slice(-MAX_REFERENCES);
    const claimed = await this.claim(messageId, {
      via: envelope.via,
      envelopeFrom: envelope.envelopeFrom?.slice(0, 254) ?? null,
      fromAddress: fromAddress?.slice(0, 254) ?? null,
      subject: mail.subject?.slice(0, 300) ?? null,
      references,
      spf: envelope.spf?.slice(0, 100) ?? null,
      dkim: envelope.dkim?.slice(0, 300) ?? null,
      sizeBytes: raw.length,
    });
    if (!claimed) return { id: null, status: 'duplicate', reason: null, sessionId: null };
    const { domain } = await this.settings.resolved();

    const verdict = loopVerdict(
      {
        sizeBytes: raw.length,
        envelopeFrom: envelope.envelopeFrom,
        fromAddress,
        headers: {
          autoSubmitted: header(mail, 'auto-submitted'),
          precedence: header(mail, 'precedence'),
          contentType: header(mail, 'content-type'),
          ownMail: header(mail, 'x-kedai-outbox'),
          autoReply: header(mail, 'x-autoreply') ?? header(mail, 'x-autorespond'),
        },
        spf: envelope.spf ?? null,
        dkim: envelope.dkim ?? null,
      },
      { sender: senderAddress(this.mail.from), inboundDomain: domain },
    );
    if (verdict) return this.finish(claimed, verdict, null);

    const token = domain
      ? [...envelope.recipients, ...addresses(mail.to), ...addresses(mail.cc)]
          .map((address) => tokenOf(address, domain))
          .find((found) => found !== null)
      : null;
    if (!token) {
      return this.finish(claimed, { status: 'refused', reason: 'no-reply-address', detail: 'No reply address' }, null);
    }
    const conversation = await this.threads.ofToken(token);
    if (!conversation) {
      return this.finish(
        claimed,
        { status: 'refused', reason: 'unknown-token', detail: 'The reply address was never given out' },
        null,
      );
    }
    const suspicious =
      authVerdict({ spf: envelope.spf ?? null, dkim: envelope.dkim ?? null }) ??
      senderVerdict(fromAddress, conversation.address);
    if (suspicious) return this.finish(claimed, suspicious, conversation.sessionId);

    const attached = mail.attachments
      .filter((file) => !file.related && file.content.length > 0)
      .map((file) => ({ content: file.content, fileName: file.filename ?? 'attachment' }));
    // The conversation it goes into (reopened, or the customer's open one) is recorded before its message is
    // written: the thread is then known to whatever answers that message (an auto-reply e-mailed back), even if
    // this process stops before the row says posted.
    const target = await this.inbox.emailConversation(conversation.sessionId);
    await this.rows.update(claimed, { sessionId: target });
    const posted = await this.inbox.receiveEmail({
      sessionId: target,
      key: createHash('sha256').update(messageId).digest('hex').slice(0, 40),
      text: replyText(mail.text, mail.html || null),
      files: attached.slice(0, MAX_FILES),
    });
    const refused = [
      ...posted.refusedFiles,
      ...attached.slice(MAX_FILES).map((file) => ({ fileName: file.fileName, reason: `more than ${MAX_FILES} files` })),
    ]
      .map((file) => `${file.fileName}: ${file.reason}`)
      .join('; ');
    await this.rows.update(claimed, {
      status: 'posted',
      sessionId: posted.sessionId,
      chatMessageIds: posted.messageIds,
      detail: refused ? `Files not kept: ${refused}`.slice(0, 500) : null,
    });
    return { id: claimed, status: 'posted', reason: null, sessionId: posted.sessionId };
  }

  /** Admins' list: newest first, optionally one status. */
  async list(status?: InboundEmailStatus, limit = 100): Promise<InboundEmailView[]> {
    const rows = await this.rows.find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC' },
      take: Math.min(Math.max(limit, 1), 200),
    });
    return rows.map((row) => ({
      id: row.id,
      messageId: row.messageId,
      via: row.via,
      status: row.status,
      reason: row.reason,
      detail: row.detail,
      fromAddress: row.fromAddress,
      envelopeFrom: row.envelopeFrom,
      subject: row.subject,
      sessionId: row.sessionId,
      spf: row.spf,
      dkim: row.dkim,
      sizeBytes: row.sizeBytes,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * Stores the e-mail's row once by Message-ID and answers its id; null for a replay (already handled, or being
   * handled right now by another delivery). A row left half-done by a process that died is taken over.
   */
  private async claim(
    messageId: string,
    fields: Omit<Partial<EmailInboundMessage>, 'messageId'> & { sizeBytes: number },
  ): Promise<string | null> {
    const inserted = await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...fields, messageId, status: 'received' })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (id) return id;
    const [taken] = (await this.rows.query(
      `UPDATE email_inbound_messages SET created_at = now()
        WHERE message_id = $1 AND status = 'received' AND created_at < now() - make_interval(secs => $2::int / 1000.0)
        RETURNING id`,
      [messageId, STALE_RECEIVED_MS],
    )) as [{ id: string }[], number];
    return taken[0]?.id ?? null;
  }

  private async finish(id: string, verdict: InboundVerdict, sessionId: string | null): Promise<InboundOutcome> {
    await this.rows.update(id, {
      status: verdict.status,
      reason: verdict.reason,
      detail: verdict.detail.slice(0, 500),
      sessionId,
    });
    this.logger.log(`Inbound e-mail ${id} ${verdict.status}: ${verdict.reason}`);
    return { id, status: verdict.status, reason: verdict.reason, sessionId };
  }
}
