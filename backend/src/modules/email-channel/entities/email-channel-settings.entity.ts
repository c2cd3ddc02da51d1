import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { encryptedColumn } from '../../../core/security/secret-box';

/** The one inbound e-mail settings row (id 1): the reply domain in the clear, the webhook secret encrypted. */
@Entity('email_channel_settings')
@Check('CHK_email_channel_settings_single_row', `"id" = 1`)
export class EmailChannelSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'varchar', length: 253, nullable: true })
  domain!: string | null;

  /** The provider webhook's shared secret, encrypted at rest with the secret box; never sent back. */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  webhookSecret!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
