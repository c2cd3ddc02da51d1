import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ProductCategory, ProductImage, ProductOption, ProductTranslations } from '@kedai/contracts';
import { numericTransformer } from './numeric.transformer';

export type { ProductImage, ProductOption, ProductOptionChoice } from '@kedai/contracts';

export interface ProductVariant {
  sku: string;
  specifications: Record<string, string>;
  price: number;
  stock: number;
  image?: string | null;
}

@Entity('products')
// Trigram (pg_trgm GIN) indexes for the search's ILIKE '%term%', made by migration 1796100000000: TypeORM
// cannot describe them, and synchronize: false keeps migration:generate from dropping them.
@Index('IDX_products_title_trgm', { synchronize: false })
@Index('IDX_products_description_trgm', { synchronize: false })
@Index('IDX_products_category_trgm', { synchronize: false })
@Check(
  'CHK_products_category',
  `"category" IN ('Apps (Camera & Filters)', 'Apps ( Games )', 'Steam Games', 'Nintendo Games', 'Course')`,
)
@Check('CHK_products_stock', `"stock" >= 0`)
@Check('CHK_products_price', `"price" >= 0`)
@Check('CHK_products_rating', `"rating" >= 0 AND "rating" <= 5`)
@Check('CHK_products_catalog_position', `"catalog_position" >= 1`)
export class Product {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The short code customers and support use (DZ, VS, ...); /product/{code} resolves it first. */
  @Column({ type: 'varchar', length: 40, unique: true })
  productCode!: string;

  /** 1-based position in the catalogue: /product/product_N. */
  @Column({ type: 'int', unique: true })
  catalogPosition!: number;

  @Column({ type: 'varchar', length: 60, nullable: true, unique: true })
  sku!: string | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  price!: number;

  @Column({ type: 'varchar', length: 40 })
  category!: ProductCategory;

  @Column({ type: 'int', default: 0 })
  stock!: number;

  @Column({ type: 'int', default: 10 })
  stockWarningLevel!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  /** Average of the reviews to one decimal; kept in step with the reviews by ReviewsService. */
  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0, transformer: numericTransformer })
  rating!: number;

  @Column({ type: 'int', default: 0 })
  reviewCount!: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  options!: ProductOption[];

  /** json, not jsonb: the key order is the order Key Features are shown in. */
  @Column({ type: 'json', default: () => "'{}'" })
  specifications!: Record<string, string>;

  /** Malay and Chinese texts (docs/catalogue.md#languages); English is in the columns above. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations!: ProductTranslations;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  images!: ProductImage[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants!: ProductVariant[];

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
