import { Injectable, OnModuleInit } from '@nestjs/common';
import { extname } from 'node:path';
import { PersonalDataRegistry, type ExportedFile } from '../../../core/maintenance/personal-data';

/** The subject's conversations: those of the account, and those started with the e-mail address. */
const THEIR_SESSIONS = `(customer_id = $1 OR lower(customer_email) = $2)`;

interface StoredAttachmentRow {
  storageKey?: string;
  thumbnailKey?: string | null;
  name?: string;
}

/**
 * Chat's part of the customer's data rights: the subject's conversations with their messages (staff notes are
 * the shop's own working notes and stay out) and attachments in the export; at erasure the conversations go,
 * messages, labels and assignment history with them (foreign keys cascade), and their files after the commit.
 */
@Injectable()
export class ChatPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'chats',
      export: async (subject, em) => {
        const sessions: Record<string, unknown>[] = await em.query(
          `SELECT id, created_at AS "createdAt", ended_at AS "endedAt", channel, status, customer_name AS "customerName",
                  customer_email AS "customerEmail", contact_phone AS "contactPhone", order_id AS "orderId",
                  product_name AS "productName", csat_rating AS "rating"
             FROM chat_sessions WHERE ${THEIR_SESSIONS} ORDER BY created_at`,
          [subject.userId, subject.email],
        );
        const ids = sessions.map((session) => session.id as string);
        const messages: Record<string, unknown>[] = ids.length
          ? await em.query(
              `SELECT id, session_id AS "sessionId", created_at AS "createdAt", sender_type AS "senderType",
                      sender_name AS "senderName", message, attachment
                 FROM chat_messages WHERE session_id = ANY($1) AND NOT is_note ORDER BY created_at`,
              [ids],
            )
          : [];
        const files: ExportedFile[] = [];
        for (const message of messages) {
          const attachment = message.attachment as StoredAttachmentRow | null;
          message.attachment = null;
          if (attachment?.storageKey) {
            const path = `chat-attachments/${String(message.id)}${extname(attachment.storageKey)}`;
            files.push({ path, storageKey: attachment.storageKey });
            message.attachment = { file: path, name: attachment.name };
          }
        }
        for (const session of sessions) {
          session.messages = messages
            .filter((message) => message.sessionId === session.id)
            .map(({ sessionId: _, ...message }) => message);
        }
        return { documents: { 'chats.json': sessions }, files };
      },
      erase: async (subject, em) => {
        const stored: { attachment: StoredAttachmentRow | null }[] = await em.query(
          `SELECT m.attachment FROM chat_messages m
             JOIN chat_sessions s ON s.id = m.session_id
            WHERE (s.customer_id = $1 OR lower(s.customer_email) = $2) AND m.attachment IS NOT NULL`,
          [subject.userId, subject.email],
        );
        const files = stored.flatMap((row) =>
          [row.attachment?.storageKey, row.attachment?.thumbnailKey].filter(
            (key): key is string => typeof key === 'string' && key.length > 0,
          ),
        );
        const [{ messages }] = await em.query(
          `SELECT count(*)::int AS messages FROM chat_messages
            WHERE session_id IN (SELECT id FROM chat_sessions WHERE ${THEIR_SESSIONS})`,
          [subject.userId, subject.email],
        );
        const [, sessions] = await em.query(`DELETE FROM chat_sessions WHERE ${THEIR_SESSIONS}`, [
          subject.userId,
          subject.email,
        ]);
        return { parts: { chat_sessions: Number(sessions), chat_messages: Number(messages) }, files };
      },
    });
  }
}
