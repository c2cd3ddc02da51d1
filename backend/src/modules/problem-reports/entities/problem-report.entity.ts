import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProblemReason, ProblemReportStatus } from '@kedai/contracts';
import { encryptedColumn } from '../../../core/security/secret-box';

/** A customer's report that a delivered line does not work (one open per line: a partial unique index). */
@Entity('problem_reports')
export class ProblemReport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 40 })
  orderId!: string;

  @Column({ type: 'uuid' })
  itemId!: string;

  @Column({ type: 'int', nullable: true })
  unit!: number | null;

  @Column({ type: 'varchar', length: 100 })
  productCode!: string;

  @Column({ type: 'varchar', length: 300 })
  productTitle!: string;

  @Column({ type: 'uuid', nullable: true })
  customerId!: string | null;

  @Column({ type: 'varchar', length: 100 })
  customerName!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  customerEmail!: string | null;

  /** Who reported, for the rate limit and "same customer": `u:<userId>` or `e:<email>`. */
  @Column({ type: 'varchar', length: 300 })
  customerKey!: string;

  @Column({ type: 'varchar', length: 30 })
  reason!: ProblemReason;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  /** The reported code, encrypted at rest (the burn needs it); its hash finds reports of the same code. */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  codeSealed!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  codeHash!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  codeMasked!: string | null;

  @Column({ type: 'uuid', nullable: true })
  chatSessionId!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status!: ProblemReportStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectReason!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  resolvedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
