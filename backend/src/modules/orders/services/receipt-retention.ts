import { Injectable, OnModuleInit } from '@nestjs/common';
import { RetentionRegistry } from '../../../core/maintenance/retention';

/** Receipt images uploaded before the cut-off that are still stored. */
const OLD_RECEIPTS = `receipt_storage_key IS NOT NULL AND receipt_uploaded_at < $1`;

/**
 * (The key is compared again in the UPDATE: a receipt uploaded again meanwhile keeps its new file.)
 *
 * Orders' part of data retention (Settings → Data retention → Receipt images): the image goes, what the review
 * found stays with the order (its status, the amount read, who verified it and when), as accounting needs.
 */
@Injectable()
export class ReceiptRetention implements OnModuleInit {
  constructor(private readonly registry: RetentionRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'receipt-images',
      count: async (cutoff, em) => {
        const [{ receipts }] = await em.query(`SELECT count(*) AS receipts FROM orders WHERE ${OLD_RECEIPTS}`, [
          cutoff,
        ]);
        return { receipts: Number(receipts) };
      },
      purge: async (cutoff, em) => {
        const [rows]: [{ key: string }[], number] = await em.query(
          `UPDATE orders o SET receipt_storage_key = NULL
             FROM (SELECT id, receipt_storage_key AS key FROM orders WHERE ${OLD_RECEIPTS}) old
            WHERE o.id = old.id AND o.receipt_storage_key = old.key RETURNING old.key AS key`,
          [cutoff],
        );
        return { parts: { receipts: rows.length }, files: rows.map((row) => row.key) };
      },
    });
  }
}
