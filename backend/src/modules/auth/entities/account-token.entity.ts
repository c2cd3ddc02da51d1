import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@kedai/contracts';

export const ACCOUNT_TOKEN_PURPOSES = ['confirm_email', 'set_password'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** What a confirmation link creates once opened: the account is not made before its owner proves the e-mail. */
export interface PendingRegistration {
  name: string;
  phone: string | null;
  passwordHash: string;
  /** The storefront's language when registering (absent in links issued before languages). */
  language?: Language;
  /** The privacy notice agreed to with the form, and when (absent in links issued before consents). */
  consent?: { noticeVersion: string; at: string };
}

/** A one-time link sent by e-mail. Only the SHA-256 of the token is stored. */
@Entity('account_tokens')
export class AccountToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  purpose!: AccountTokenPurpose;

  @Column({ type: 'char', length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  payload!: PendingRegistration | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
