import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedColumn } from '../../../core/security/secret-box';

/**
 * One rental of one order line: the account lent, its credentials as handed over (encrypted), and
 * the rental window. endedAt is set by the end-rental job.
 */
@Entity('rentals')
export class Rental {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ type: 'varchar', length: 20 })
  orderId!: string;

  @Column({ type: 'uuid', unique: true })
  orderItemId!: string;

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
