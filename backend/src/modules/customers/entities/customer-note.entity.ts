import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A staff note on a customer (docs/product/admin.md#customers): who wrote what, when. A customer is their e-mail in
 * lower case (the directory merges orders of any case by it), so a note follows the customer, not one order.
 */
@Entity('customer_notes')
@Index('IDX_customer_notes_customer', ['customerKey', 'createdAt'])
export class CustomerNote {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_customer_notes' })
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  customerKey!: string;

  @Column({ type: 'varchar', length: 2000 })
  body!: string;

  /** The staff member who wrote it; null once their account is gone (the name stays). */
  @Column({ type: 'uuid', nullable: true })
  authorId!: string | null;

  @Column({ type: 'varchar', length: 100 })
  authorName!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
