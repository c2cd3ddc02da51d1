import { Global, Module, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PurgeRegistry } from './purge';

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

/** The PurgeRegistry for every module, and core's own purge: the delivered outbox (e-mails and job intents). */
@Global()
@Module({ providers: [PurgeRegistry], exports: [PurgeRegistry] })
export class MaintenanceCoreModule implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

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
  }
}
