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

/** One of a user's ten single-use recovery codes, stored only as an argon2 hash. */
@Entity('auth_recovery_codes')
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_auth_recovery_codes_user')
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ foreignKeyConstraintName: 'FK_auth_recovery_codes_user' })
  user!: Relation<User>;

  @Column({ type: 'varchar', length: 255 })
  codeHash!: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
