import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language, Role } from '@kedai/contracts';

@Entity('users')
@Check('CHK_users_role', `"role" IN ('admin', 'agent', 'user')`)
@Check('CHK_users_email_lower', `"email" = lower("email")`)
@Check('CHK_users_language', `"language" IN ('en', 'ms', 'zh-Hans')`)
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased; a unique index on it makes e-mail unique case-insensitively. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 10, default: 'user' })
  role!: Role;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** The language the user chose (the shop and its e-mails speak it). */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language!: Language;
}
