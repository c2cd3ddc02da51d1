import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  conversationChannelOf,
  type ChatChannel,
  type CustomerConversationView,
  type CustomerLabelView,
} from '@kedai/contracts';

/** Who a customer is to the inbox: their e-mail (any case), their account and every number they gave at checkout. */
export interface ConversationOwner {
  key: string;
  userId: string | null;
  phones: string[];
}

interface SessionRow {
  id: string;
  channel: ChatChannel;
  emailThread: boolean;
  status: string;
  customerName: string;
  emailKey: string | null;
  customerId: string | null;
  contactPhone: string | null;
  lastMessage: string | null;
  lastMessageAt: Date | null;
  createdAt: Date;
  labels: CustomerLabelView[] | null;
}

/** Whether a conversation is this customer's: their e-mail, their account, or a WhatsApp number they gave. */
export const conversationOf = (
  owner: ConversationOwner,
  row: Pick<SessionRow, 'emailKey' | 'customerId' | 'contactPhone'>,
): boolean =>
  row.emailKey === owner.key ||
  (owner.userId !== null && row.customerId === owner.userId) ||
  (row.contactPhone !== null && owner.phones.includes(row.contactPhone));

/**
 * The customer directory's side of the live inbox (docs/product/admin.md#customers): the conversations (web chat,
 * WhatsApp and any other channel) of customers known by e-mail, account and checkout numbers, with their labels.
 * Only conversations with a message count (as in the inbox).
 */
@Injectable()
export class CustomerConversationsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each owner's conversations, newest first (an owner with none is left out of the map). */
  async of(owners: ConversationOwner[]): Promise<Map<string, CustomerConversationView[]>> {
    if (owners.length === 0) return new Map();
    const keys = owners.map((owner) => owner.key);
    const userIds = owners.flatMap((owner) => (owner.userId ? [owner.userId] : []));
    const phones = [...new Set(owners.flatMap((owner) => owner.phones))];
    const rows = await this.dataSource.query<SessionRow[]>(
      `SELECT s.id, s.channel, s.email_thread_at IS NOT NULL AS "emailThread", s.status, s.customer_name AS "customerName", lower(s.customer_email) AS "emailKey",
              s.customer_id AS "customerId", s.contact_phone AS "contactPhone", s.last_message AS "lastMessage",
              s.last_message_at AS "lastMessageAt", s.created_at AS "createdAt",
              (SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'colour', l.colour) ORDER BY l.name)
                 FROM chat_session_labels sl JOIN chat_labels l ON l.id = sl.label_id
                WHERE sl.session_id = s.id) AS labels
         FROM chat_sessions s
        WHERE s.last_message_at IS NOT NULL
          AND (lower(s.customer_email) = ANY($1::text[])
               OR s.customer_id = ANY($2::uuid[])
               OR s.contact_phone = ANY($3::text[]))
        ORDER BY s.last_message_at DESC
        LIMIT $4`,
      [keys, userIds, phones, Math.max(2000, owners.length * 50)],
    );
    const result = new Map<string, CustomerConversationView[]>();
    for (const owner of owners) {
      const mine = rows.filter((row) => conversationOf(owner, row)).map(toView);
      if (mine.length) result.set(owner.key, mine);
    }
    return result;
  }
}

const toView = (row: SessionRow): CustomerConversationView => ({
  sessionId: row.id,
  channel: conversationChannelOf(row),
  status: row.status,
  customerName: row.customerName,
  contactPhone: row.contactPhone,
  lastMessage: row.lastMessage,
  lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
  labels: row.labels ?? [],
});
