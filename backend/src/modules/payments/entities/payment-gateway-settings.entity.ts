import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { GatewayMethodKey, PaymentProviderName } from '@kedai/contracts';
import { encryptedColumn } from '../../../core/security/secret-box';

export interface StoredGatewaySettings {
  enabled: Record<PaymentProviderName, boolean>;
  fpxProvider: PaymentProviderName;
  methods: Record<GatewayMethodKey, boolean>;
}

/** The one gateway settings row (id 1): choices as JSON, the providers' keys apart and encrypted (JSON inside). */
@Entity('payment_gateway_settings')
@Check('CHK_payment_gateway_settings_single_row', `"id" = 1`)
export class PaymentGatewaySettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'jsonb' })
  values!: StoredGatewaySettings;

  /** `{"stripe":{"secretKey":…},"billplz":{…}}`, encrypted at rest with the secret box. */
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  secrets!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
