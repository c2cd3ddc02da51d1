import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { AuthPolicy } from './auth-policy.entity';
import type { SecondFactor } from './second-factor.entity';

/** One login. The token names it, so logging out (revoking it) ends that token at once. */
@Entity('auth_sessions')
export class AuthSession {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_50ccb4fe7d3ab2e1fc2d5a8a6a')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ foreignKeyConstraintName: 'FK_50ccb4fe7d3ab2e1fc2d5a8a6a3' })
  user!: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  /** When a request last used it (kept to the minute); null until the first request after sign-in. */
  @Column({ type: 'timestamptz', nullable: true })
  lastSeenAt!: Date | null;

  /** Read with the session when a request is resolved (not columns): the user's confirmed authenticator… */
  secondFactor?: SecondFactor | null;
  /** …and the shop's sign-in rules. */
  policy?: AuthPolicy | null;
}
