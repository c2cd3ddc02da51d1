import { CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Product } from './product.entity';

/** A logged-in customer's favourite. Guests keep theirs in the browser and merge them at login. */
@Entity('likes')
export class Like {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @Index()
  @PrimaryColumn({ type: 'uuid' })
  productId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  user!: Relation<User>;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  product!: Relation<Product>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
