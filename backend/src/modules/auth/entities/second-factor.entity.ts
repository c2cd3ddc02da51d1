import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { encryptedColumn } from '../../../core/security/secret-box';
import { User } from '../../users/entities/user.entity';

/**
 * A user's authenticator (TOTP, RFC 6238). The secret is sealed at rest (core/security/secret-box). Until the
 * first code confirms it, confirmedAt is null and sign-in does not ask for it.
 */
@Entity('auth_second_factors')
export class SecondFactor {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ foreignKeyConstraintName: 'FK_auth_second_factors_user' })
  user!: Relation<User>;

  @Column({ type: 'text', transformer: encryptedColumn })
  secret!: string;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** The last 30-second step a code was accepted for: a code works once, and never an older one. */
  @Column({ type: 'bigint', nullable: true })
  lastTimeStep!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
