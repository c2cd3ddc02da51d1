import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The shop's sign-in rules, one row (id 1): whether every staff member must use two-factor sign-in. */
@Entity('auth_policy')
@Check('CHK_auth_policy_single_row', `"id" = 1`)
export class AuthPolicy {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'boolean', default: false })
  requireStaffTwoFactor!: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
