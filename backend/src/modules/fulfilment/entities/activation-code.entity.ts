import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One activation code of a product's pool. Unsold while orderItemId is null; assigned atomically
 * (FOR UPDATE SKIP LOCKED) to one unit of one order line, never to two (the partial unique index on the
 * line and unit: a line of quantity N holds units 1..N).
 */
@Entity('activation_codes')
@Index('IDX_activation_codes_unsold', ['productCode', 'createdAt'], { where: '"order_item_id" IS NULL' })
@Index('UQ_activation_codes_order_item_unit', ['orderItemId', 'unit'], {
  unique: true,
  where: '"order_item_id" IS NOT NULL AND "burned_at" IS NULL',
})
export class ActivationCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ type: 'varchar', length: 40 })
  productCode!: string;

  @Column({ type: 'varchar', length: 120, unique: true })
  code!: string;

  /** The customer-facing order id it was sold with. */
  @Index()
  @Column({ type: 'varchar', length: 20, nullable: true })
  orderId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  orderItemId!: string | null;

  /** Which unit (1..quantity) of the line this code is; 1 while unsold. */
  @Column({ type: 'smallint', default: 1 })
  unit!: number;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** Made up by the server (ABC + 6 + XYZ) because the pool was empty and the product allows it. */
  @Column({ type: 'boolean', default: false })
  generated!: boolean;

  /** Reported as not working and taken back by an admin; it keeps its order for the record, not its unit. */
  @Column({ type: 'timestamptz', nullable: true })
  burnedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  burnedBy!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  burnReason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
