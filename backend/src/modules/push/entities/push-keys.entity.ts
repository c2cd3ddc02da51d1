import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { encryptedColumn } from '../../../core/security/secret-box';

/** The shop's one VAPID key pair (id 1), generated on first start; the private key encrypted at rest. */
@Entity('push_keys')
export class PushKeys {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ name: 'public_key', type: 'text' })
  publicKey!: string;

  @Column({ name: 'private_key', type: 'text', transformer: encryptedColumn })
  privateKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
