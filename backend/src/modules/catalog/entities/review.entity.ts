import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Product } from './product.entity';

@Entity('reviews')
@Check('CHK_reviews_rating', `"rating" BETWEEN 1 AND 5`)
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ type: 'uuid' })
  productId!: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  product!: Relation<Product>;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  user!: Relation<User> | null;

  /** The delivered order the review came from (orders issue); null for seeded reviews. */
  @Column({ type: 'text', nullable: true })
  orderId!: string | null;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ type: 'text', default: '' })
  comment!: string;

  @Column({ type: 'varchar', length: 100 })
  userName!: string;

  /** The option value bought (1_year, lifetime, ...), for the version filter. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  version!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  modifiedAt!: Date;
}
