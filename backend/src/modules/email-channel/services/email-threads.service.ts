import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { inboundEmailConfig } from '../../../core/config/configuration';
import { ChatEmailThreads, type EmailThread, type EmailThreadPort } from '../../chat';
import { replyAddress, replyToken, tokenHash } from '../rules/reply-address';
import { InboundEmailSettingsService } from './inbound-email-settings.service';

/**
 * The conversations' reply addresses and e-mail threads, bound to chat's `ChatEmailThreads` port at start (in
 * every process that writes conversation e-mails: the API for agents' replies, the worker for digests).
 */
@Injectable()
export class EmailThreadsService implements EmailThreadPort, OnModuleInit {
  constructor(
    @Inject(inboundEmailConfig.KEY) private readonly config: ConfigType<typeof inboundEmailConfig>,
    private readonly dataSource: DataSource,
    private readonly chatThreads: ChatEmailThreads,
    private readonly settings: InboundEmailSettingsService,
  ) {}

  onModuleInit(): void {
    this.chatThreads.use(this);
  }

  /** reply+<token>@<domain> for the conversation's e-mail to `to` (its token's hash kept); null without a domain. */
  async replyAddress(em: EntityManager, sessionId: string, to: string): Promise<string | null> {
    // The domain now (environment, else Settings): a domain saved a moment ago is on the next e-mail.
    const { domain } = await this.settings.resolved();
    if (!domain) return null;
    const token = replyToken(this.config.tokenKey, sessionId, to);
    await em.query(
      `INSERT INTO email_reply_tokens (token_hash, session_id, address) VALUES ($1, $2, $3)
       ON CONFLICT (token_hash) DO NOTHING`,
      [tokenHash(token), sessionId, to.trim().toLowerCase()],
    );
    return replyAddress(token, domain);
  }

  /**
   * The conversation's thread once the customer has answered by e-mail: their newest answer that passed every check
   * (posted, or being posted: its conversation is set just before its message is written, so an automatic answer
   * to that message already finds the thread).
   */
  async thread(em: EntityManager, sessionId: string): Promise<EmailThread | null> {
    const [row] = (await em.query(
      `SELECT message_id, from_address, subject, "references" FROM email_inbound_messages
        WHERE session_id = $1 AND status IN ('posted', 'received') AND message_id IS NOT NULL
        ORDER BY created_at DESC LIMIT 1`,
      [sessionId],
    )) as { message_id: string; from_address: string; subject: string | null; references: string[] }[];
    if (!row) return null;
    return {
      to: row.from_address,
      subject: row.subject ?? '',
      inReplyTo: row.message_id,
      references: [...row.references.filter((id) => id !== row.message_id), row.message_id].slice(-20),
      replyTo: await this.replyAddress(em, sessionId, row.from_address),
    };
  }

  /** Whether the customer has answered the conversation by e-mail (the same rows as `thread`). */
  async hasThread(em: EntityManager, sessionId: string): Promise<boolean> {
    const rows = (await em.query(
      `SELECT 1 FROM email_inbound_messages
        WHERE session_id = $1 AND status IN ('posted', 'received') AND message_id IS NOT NULL LIMIT 1`,
      [sessionId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The conversation and customer address of a token, or null when it was never given out. */
  async ofToken(token: string): Promise<{ sessionId: string; address: string } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT session_id, address FROM email_reply_tokens WHERE token_hash = $1`,
      [tokenHash(token)],
    )) as { session_id: string; address: string }[];
    return row ? { sessionId: row.session_id, address: row.address } : null;
  }
}
