import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentPurpose } from '@kedai/contracts';

/**
 * One consent to the privacy notice: who (the e-mail, and the account or order it came with), for what
 * (registration or checkout), which notice (its version) and when. Append-only: a new notice is a new consent.
 */
@Entity('consents')
@Index('IDX_consents_email', ['email'])
export class Consent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  purpose!: ConsentPurpose;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  orderId!: string | null;

  @Column({ type: 'varchar', length: 20 })
  noticeVersion!: string;

  /** When the person ticked the box (for a registration: when they sent the form, not when they opened the link). */
  @Column({ type: 'timestamptz' })
  consentedAt!: Date;
}
