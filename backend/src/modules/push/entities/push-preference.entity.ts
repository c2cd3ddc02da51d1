import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A staff member's on/off for push notifications (no row: off). Applies to all of their browsers. */
@Entity('push_preferences')
export class PushPreference {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
