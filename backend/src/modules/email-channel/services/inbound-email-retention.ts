import { Injectable, OnModuleInit } from '@nestjs/common';
import { RetentionRegistry } from '../../../core/maintenance/retention';

/**
 * The e-mail channel's part of data retention (Settings → Data retention → E-mails): the record of each inbound
 * e-mail (sender, subject, reason) older than the cut-off. What a posted e-mail said is a chat message, kept by
 * the chat messages' own period; an e-mail still being read ('received') is left alone.
 */
@Injectable()
export class InboundEmailRetention implements OnModuleInit {
  constructor(private readonly registry: RetentionRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'outbox-emails',
      count: async (cutoff, em) => {
        const [{ total }] = (await em.query(
          `SELECT count(*) AS total FROM email_inbound_messages WHERE created_at < $1 AND status <> 'received'`,
          [cutoff],
        )) as { total: string }[];
        return { email_inbound_messages: Number(total) };
      },
      purge: async (cutoff, em) => {
        const [rows] = (await em.query(
          `DELETE FROM email_inbound_messages WHERE created_at < $1 AND status <> 'received' RETURNING id`,
          [cutoff],
        )) as [unknown[], number];
        return { parts: { email_inbound_messages: rows.length } };
      },
    });
  }
}
