import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { ProductOption } from '@kedai/contracts';
import { isUuid } from '../../core/database/sql-values';
import { ApiError } from '../../core/http/api-error';
import { Product } from './entities/product.entity';

/** A product as other modules see it when they sell it: plain data, never the entity. */
export interface SaleProduct {
  id: string;
  productCode: string;
  title: string;
  category: string;
  price: number;
  options: ProductOption[];
  stock: number;
  isActive: boolean;
  /** The first image (by its order), or null. */
  image: string | null;
}

/** How many of a product a sale wants (quantities of the same product are summed by the caller or here). */
export interface StockLine {
  productId: string;
  title: string;
  quantity: number;
}

const toSaleProduct = (product: Product): SaleProduct => ({
  id: product.id,
  productCode: product.productCode,
  title: product.title,
  category: product.category,
  price: product.price,
  options: product.options,
  stock: product.stock,
  isActive: product.isActive,
  image: [...product.images].sort((a, b) => a.order - b.order)[0]?.url ?? null,
});

/**
 * The catalogue's stock, for the modules that sell: products as sale data, and stock reserved or given
 * back inside the caller's transaction (so an order and the stock it takes commit together).
 */
@Injectable()
export class ProductStockService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** An active product by code or uuid, read in `em`; null when there is none. */
  async findForSale(em: EntityManager, key: { productCode: string } | { id: string }): Promise<SaleProduct | null> {
    if ('id' in key && !isUuid(key.id)) return null;
    const product = await em.getRepository(Product).findOneBy({ ...key, isActive: true });
    return product ? toSaleProduct(product) : null;
  }

  /** Products with the given ids (active or not); ids that are not uuids are skipped. */
  async byIds(ids: string[], options: { activeOnly?: boolean } = {}): Promise<SaleProduct[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const products = await this.dataSource
      .getRepository(Product)
      .findBy({ id: In(valid), ...(options.activeOnly && { isActive: true }) });
    return products.map(toSaleProduct);
  }

  /** A product's code and title by its code (any state); null when unknown. */
  async byCode(productCode: string): Promise<{ productCode: string; title: string } | null> {
    const code = productCode.trim();
    if (!code || code.length > 40) return null;
    const product = await this.dataSource.getRepository(Product).findOneBy({ productCode: code });
    return product ? { productCode: product.productCode, title: product.title } : null;
  }

  /**
   * Conditional decrements in `em`, in product-id order so two sales never wait on each other in a cycle.
   * 409 `Not enough stock for {title}: only N left` when a product has too few.
   */
  async reserve(em: EntityManager, lines: StockLine[]): Promise<void> {
    const wanted = new Map<string, StockLine>();
    for (const line of lines) {
      const entry = wanted.get(line.productId) ?? { ...line, quantity: 0 };
      entry.quantity += line.quantity;
      wanted.set(line.productId, entry);
    }
    const ordered = [...wanted.values()].sort((a, b) => a.productId.localeCompare(b.productId));
    for (const { productId, title, quantity } of ordered) {
      const reserved = await em.query<{ stock: number }[]>(
        `WITH taken AS (
           UPDATE products SET stock = stock - $2, updated_at = now()
           WHERE id = $1 AND is_active AND stock >= $2
           RETURNING stock
         ) SELECT stock FROM taken`,
        [productId, quantity],
      );
      if (reserved.length === 0) {
        const [row] = await em.query<{ stock: number }[]>('SELECT stock FROM products WHERE id = $1', [productId]);
        const left = row?.stock ?? 0;
        throw new ApiError(
          HttpStatus.CONFLICT,
          'insufficient_stock',
          `Not enough stock for ${title}: only ${left} left`,
        );
      }
    }
  }

  /** Gives stock back in `em` (a cancelled sale), in product-id order. */
  async release(em: EntityManager, lines: { productId: string; quantity: number }[]): Promise<void> {
    const ordered = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
    for (const line of ordered) {
      await em.query('UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1', [
        line.productId,
        line.quantity,
      ]);
    }
  }
}
