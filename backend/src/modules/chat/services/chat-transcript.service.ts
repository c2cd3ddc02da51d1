import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChatTranscriptSent } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { MailService } from '../../../core/mail/mail.service';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { Principal } from '../../../core/security/principal';
import { ChatContinuityService } from './chat-continuity.service';
import { ChatSessionsService } from './chat-sessions.service';
import { TRANSCRIPT_WINDOW_MINUTES, transcriptMessage } from '../rules/chat-transcript-mail';
import { ChatMessage } from '../entities/chat-message.entity';
import { emailAttachmentLink } from '../read/chat.view';
import { ChatEmailThreads } from './chat-email-threads';

export const transcriptErrors = {
  noEmail: () =>
    new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'transcript_no_email',
      'We do not have your e-mail address yet. Write it in the chat, then ask for the transcript again.',
    ),
  tooSoon: () =>
    new ApiError(
      HttpStatus.TOO_MANY_REQUESTS,
      'transcript_rate_limited',
      `A transcript of this chat was e-mailed less than ${TRANSCRIPT_WINDOW_MINUTES} minutes ago. Please check your inbox.`,
    ),
};

/**
 * The customer's "E-mail me a transcript": the whole conversation to the account's e-mail, else the one given
 * for the chat or written in it. The e-mail is written through the outbox in the same transaction that claims
 * the session's 10-minute window (a conditional update), so a double click or two tabs send one.
 */
@Injectable()
export class ChatTranscriptService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: ChatSessionsService,
    private readonly continuity: ChatContinuityService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly threads: ChatEmailThreads,
  ) {}

  async send(principal: Principal | null, sessionId: string): Promise<ChatTranscriptSent> {
    const session = await this.sessions.ownedSession(principal, sessionId);
    const email = await this.dataSource.transaction(async (em) => {
      const to = await this.continuity.addressOf(em, session);
      if (!to) throw transcriptErrors.noEmail();
      const claimed = await em.query(
        `UPDATE chat_sessions SET transcript_emailed_at = now()
         WHERE id = $1 AND (transcript_emailed_at IS NULL
           OR transcript_emailed_at <= now() - make_interval(mins => $2))
         RETURNING id`,
        [session.id, TRANSCRIPT_WINDOW_MINUTES],
      );
      if (rowCount(claimed) === 0) throw transcriptErrors.tooSoon();
      const messages = await em.find(ChatMessage, {
        select: { id: true, senderName: true, message: true, attachment: true, createdAt: true },
        where: { sessionId: session.id, isNote: false },
        order: { createdAt: 'ASC' },
      });
      const headers = await this.threads.headersFor(em, session.id, to);
      await this.mail.compose(
        {
          ...(headers && { headers }),
          ...transcriptMessage({
            to,
            sessionId: session.id,
            customerName: session.customerName,
            language: session.language,
            lines: messages.map((row) => ({
              senderName: row.senderName,
              text: row.message,
              at: row.createdAt,
              file: emailAttachmentLink(row),
            })),
          }),
        },
        em,
      );
      return to;
    });
    this.outbox.kick();
    return { email };
  }
}

/** TypeORM's raw UPDATE … RETURNING answers [rows, count] on PostgreSQL. */
function rowCount(result: unknown[]): number {
  return (Array.isArray(result[0]) ? result[0] : result).length;
}
