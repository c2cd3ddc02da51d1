import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_CODE_WARNING_LEVEL } from '@kedai/contracts';

/** Per-product pool settings; a product without a row does not allow generated codes. */
@Entity('code_pool_settings')
export class CodePoolSetting {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  productCode!: string;

  @Column({ type: 'boolean', default: false })
  allowGeneratedCodes!: boolean;

  /** The pool is "running low" at or below this many unsold codes (dashboard, Product Management). */
  @Column({ type: 'int', default: DEFAULT_CODE_WARNING_LEVEL })
  warningLevel!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
