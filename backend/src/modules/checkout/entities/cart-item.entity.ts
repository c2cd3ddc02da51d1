import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Product } from '../../catalog/entities/product.entity';
import { User } from '../../users/entities/user.entity';

/** A logged-in customer's cart line. optionValue is '' for products without options. */
@Entity('cart_items')
@Unique('UQ_cart_items_line', ['userId', 'productId', 'optionValue'])
@Check('CHK_cart_items_quantity', `"quantity" >= 1`)
export class CartItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  user!: Relation<User>;

  @Column({ type: 'uuid' })
  productId!: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  product!: Relation<Product>;

  @Column({ type: 'varchar', length: 40, default: '' })
  optionValue!: string;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'boolean', default: true })
  selected!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
