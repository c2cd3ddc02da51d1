import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The one counter of invoice numbers (id 1). The transaction that marks an order paid takes the next number with
 * `UPDATE … RETURNING`, which holds the row's lock until it commits: two payments at once get two numbers one
 * after the other, and a rolled-back payment gives its number back (no gap, unlike a sequence).
 */
@Entity('invoice_counters')
@Check('CHK_invoice_counters_single_row', `"id" = 1`)
export class InvoiceCounter {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'int', default: 0 })
  lastNumber!: number;
}
