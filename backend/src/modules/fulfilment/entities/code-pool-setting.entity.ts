import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Per-product pool settings; a product without a row does not allow generated codes. */
@Entity('code_pool_settings')
export class CodePoolSetting {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  productCode!: string;

  @Column({ type: 'boolean', default: false })
  allowGeneratedCodes!: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
