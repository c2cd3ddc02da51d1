import { Global, Module, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalDataRegistry } from './personal-data';
import { PurgeRegistry } from './purge';
import { RetentionRegistry } from './retention';

const count = async (em: EntityManager, table: string, where: string, cutoff: Date) => {
  const [{ count: rows }] = await em.query(`SELECT count(*) AS count FROM ${table} WHERE ${where}`, [cutoff]);
  return Number(rows);
};
const remove = async (em: EntityManager, table: string, where: string, cutoff: Date) => {
  const [, removed] = await em.query(`DELETE FROM ${table} WHERE ${where}`, [cutoff]);
  return Number(removed);
};

/** Delivered outbox rows; nothing that names an order (its e-mails and jobs are kept with it). */
const SENT_EMAILS = `status = 'sent' AND sent_at < $1 AND related_type IS DISTINCT FROM 'order'`;
const DISPATCHED_JOBS = `dispatched_at < $1 AND NOT (data ? 'orderId')`;
/** Retention of e-mails (they hold names, addresses and order details): every finished one, order e-mails too. */
const OLD_EMAILS = `status IN ('sent', 'kept', 'failed') AND created_at < $1`;

/**
 * The PurgeRegistry and RetentionRegistry for every module, and core's own purges: the delivered outbox (e-mails
 * and job intents), and the retention of outbox e-mails.
 */
@Global()
@Module({
  providers: [PurgeRegistry, RetentionRegistry, PersonalDataRegistry],
  exports: [PurgeRegistry, RetentionRegistry, PersonalDataRegistry],
})
export class MaintenanceCoreModule implements OnModuleInit {
  constructor(
    private readonly registry: PurgeRegistry,
    private readonly retention: RetentionRegistry,
    private readonly personalData: PersonalDataRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      action: 'delivered-outbox',
      count: async (cutoff, em) => ({
        outbound_emails: await count(em, 'outbound_emails', SENT_EMAILS, cutoff),
        job_intents: await count(em, 'job_intents', DISPATCHED_JOBS, cutoff),
      }),
      purge: async (cutoff, em) => ({
        outbound_emails: await remove(em, 'outbound_emails', SENT_EMAILS, cutoff),
        job_intents: await remove(em, 'job_intents', DISPATCHED_JOBS, cutoff),
      }),
    });
    this.retention.register({
      kind: 'outbox-emails',
      count: async (cutoff, em) => ({ outbound_emails: await count(em, 'outbound_emails', OLD_EMAILS, cutoff) }),
      purge: async (cutoff, em) => ({
        parts: { outbound_emails: await remove(em, 'outbound_emails', OLD_EMAILS, cutoff) },
      }),
    });
    // The customer's data rights: e-mails written to the address are part of their data (the erasure's own
    // completion e-mail is written after the erasure, so it still reaches them).
    this.personalData.register({
      name: 'emails',
      export: async (subject, em) => ({
        documents: {
          'emails.json': await em.query(
            `SELECT subject, text_body AS "text", status, created_at AS "createdAt", sent_at AS "sentAt"
               FROM outbound_emails WHERE lower(to_address) = $1 ORDER BY created_at`,
            [subject.email],
          ),
        },
      }),
      erase: async (subject, em) => {
        const [, removed] = await em.query(
          `DELETE FROM outbound_emails WHERE lower(to_address) = $1 OR related_id = $1`,
          [subject.email],
        );
        return { parts: { outbound_emails: Number(removed) } };
      },
    });
  }
}
