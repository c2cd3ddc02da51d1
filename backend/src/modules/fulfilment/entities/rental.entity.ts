import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '../../../core/security/secret-box';

/**
 * One rental of one unit (1..quantity) of an order line: the account lent, its credentials as handed over (encrypted), and
 * the rental window. endedAt is set by the end-rental job.
 */
@Entity('rentals')
@Index('UQ_rentals_order_item_unit', ['orderItemId', 'unit'], { unique: true })
export class Rental {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ type: 'varchar', length: 20 })
  orderId!: string;

  @Column({ type: 'uuid' })
  orderItemId!: string;

  @Column({ type: 'smallint', default: 1 })
  unit!: number;

  @Index()
  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 40 })
  productCode!: string;

  @Column({ type: 'varchar', length: 200 })
  gameName!: string;

  @Column({ type: 'varchar', length: 200 })
  username!: string;

  @Column({ type: 'text', transformer: encryptedColumn })
  password!: string;

  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  loginToken!: string | null;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt!: Date | null;

  /** When the "rental ends soon" e-mail was written (claimed once by a conditional update). */
  @Column({ type: 'timestamptz', nullable: true })
  endingSoonSentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
