import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SystemSettingsView } from '@kedai/contracts';
import { encryptedColumn } from '../../../core/security/secret-box';

export type StoredSettings = Omit<SystemSettingsView, 'updatedAt' | 'emailSettings'> & {
  emailSettings: Omit<SystemSettingsView['emailSettings'], 'hasSmtpPassword'>;
};

/** The one settings row (id 1): the values as JSON, the SMTP password apart and encrypted. */
@Entity('system_settings')
@Check('CHK_system_settings_single_row', `"id" = 1`)
export class SystemSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'jsonb' })
  values!: StoredSettings;

  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  smtpPassword!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
