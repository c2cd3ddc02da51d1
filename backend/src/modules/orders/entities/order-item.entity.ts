import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../catalog/entities/numeric.transformer';
import { Product } from '../../catalog/entities/product.entity';
import { Order } from './order.entity';

/** One line of an order, priced from the catalogue when the order was placed (a snapshot). */
@Entity('order_items')
@Check('CHK_order_items_quantity', `"quantity" >= 1`)
@Check('CHK_order_items_money', `"unit_price" >= 0 AND "line_total" >= 0`)
@Check('CHK_order_items_discount', `"discount_amount" >= 0 AND "discount_amount" <= "line_total"`)
@Check('CHK_order_items_stock_held', `"stock_held" >= 0 AND "stock_held" <= "quantity"`)
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The order's customer-facing orderId. */
  @Index()
  @Column({ type: 'varchar', length: 20 })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', referencedColumnName: 'orderId' })
  order!: Relation<Order>;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  productId!: string | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL', nullable: true })
  product!: Relation<Product> | null;

  @Column({ type: 'varchar', length: 40 })
  productCode!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 40 })
  category!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  optionName!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  optionValue!: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  optionLabel!: string | null;

  /**
   * The title and choice in the language the order was placed in, when that is not English and the product
   * had them (docs/catalogue.md#languages): what the customer's pages, receipt and e-mails show. Admin screens
   * read the English columns above.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  shopperTitle!: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  shopperOptionLabel!: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  unitPrice!: number;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  lineTotal!: number;

  /** The line's share of the order's discount (RM): the line was paid lineTotal − discountAmount. */
  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0, transformer: numericTransformer })
  discountAmount!: number;

  /**
   * Units of this line taken from the shelf and not given back yet: the quantity at checkout, less what the shelf
   * was short (a backorder under a price lock), less what a refund or a cancel returned. Stock comes back from here.
   */
  @Column({ type: 'int', default: 0 })
  stockHeld!: number;
}
