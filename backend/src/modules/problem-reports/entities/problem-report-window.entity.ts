import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A product's own report window in hours (Product Management); products without one use the default. */
@Entity('problem_report_windows')
export class ProblemReportWindow {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  productCode!: string;

  @Column({ type: 'int' })
  hours!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
