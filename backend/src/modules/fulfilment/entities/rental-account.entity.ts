import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RentalAccountStatus } from '@kedai/contracts';
import { encryptedColumn } from '../../../core/security/secret-box';

/** A game-platform account lent to one rental at a time. Password and login token encrypted at rest. */
@Entity('rental_accounts')
@Index(['productCode', 'status'])
@Check('CHK_rental_accounts_status', `"status" IN ('available', 'rented', 'needs-password-change')`)
export class RentalAccount {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

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

  @Column({ type: 'varchar', length: 24, default: 'available' })
  status!: RentalAccountStatus;

  /** The order renting it now (null when not rented). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  orderId!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  rentedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
