import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/maintenance/personal-data';

/**
 * Inbound e-mail's part of the customer's data rights: the e-mails received from their address (what was decided,
 * not the text: that is in their chats) and the reply addresses given to them. Both are deleted with the account.
 */
@Injectable()
export class EmailChannelPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'inbound-email',
      export: async (subject, em) => ({
        documents: {
          'inbound-email.json': await em.query(
            `SELECT subject, via, status, reason, created_at AS "receivedAt"
               FROM email_inbound_messages WHERE lower(from_address) = $1 OR lower(envelope_from) = $1
              ORDER BY created_at`,
            [subject.email],
          ),
        },
      }),
      erase: async (subject, em) => {
        const [, received] = await em.query(
          `DELETE FROM email_inbound_messages WHERE lower(from_address) = $1 OR lower(envelope_from) = $1`,
          [subject.email],
        );
        const [, tokens] = await em.query(`DELETE FROM email_reply_tokens WHERE lower(address) = $1`, [subject.email]);
        return { parts: { email_inbound_messages: Number(received), email_reply_tokens: Number(tokens) } };
      },
    });
  }
}
