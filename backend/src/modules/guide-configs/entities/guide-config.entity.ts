import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Translations } from '@kedai/contracts';
import { encryptedColumn } from '../../../core/security/secret-box';

/**
 * A guide/password configuration: the keywords a customer types in live chat to receive the account
 * details of a product. The password is encrypted at rest (decision 3 in docs/product/README.md#decisions).
 */
@Entity('guide_configs')
export class GuideConfig {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  product!: string;

  /** The product name trimmed and lower-cased: product names are unique case-insensitively. */
  @Index('UQ_guide_configs_product_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  productKey!: string;

  /** The first keyword is the default one (shown in the installation guide). */
  @Column({ type: 'text', array: true })
  keywords!: string[];

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'text', transformer: encryptedColumn })
  password!: string;

  /** The auto-response or installation instructions sent with the credentials. */
  @Column({ type: 'text' })
  response!: string;

  /** The response in Malay and Chinese ({ "ms": ..., "zh-Hans": ... }); English is `response`. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations!: Translations;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  guideUrl!: string | null;

  /** The catalogue product this configuration belongs to, when linked. */
  @Index('IDX_guide_configs_product_code')
  @Column({ type: 'varchar', length: 40, nullable: true })
  productCode!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
