import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type {
  ProductOption,
  ProductTranslations,
  StockChangeActorType,
  StockChangeReason,
  StockChangeView,
} from '@kedai/contracts';
import { isUuid } from '../../../core/database/sql-values';
import { ApiError } from '../../../core/http/api-error';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';
import { Product } from '../entities/product.entity';
import { lowStockSql } from '../rules/stock-warning';
import type { DashboardLowStockProduct } from '@kedai/contracts';

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
  /** Malay and Chinese texts: an order keeps its line's title and choice in the language it is placed in. */
  translations: ProductTranslations;
}

/** How many of a product a sale wants (quantities of the same product are summed by the caller or here). */
export interface StockLine {
  productId: string;
  title: string;
  quantity: number;
  /** The chosen option value; when that choice keeps its own stock, it is taken (or given back) too. */
  optionValue?: string | null;
}

/** Units a sale took that the shelf did not have (owed: the order waits for them as a backorder). */
export interface StockShortage {
  productId: string;
  title: string;
  short: number;
  /** Set when a choice that keeps its own stock was short (the product's own stock may have been enough). */
  optionValue?: string;
}

/** Who changed a product's stock: a customer's checkout, a member of staff, or the shop itself (a job). */
export interface StockActor {
  type: StockChangeActorType;
  id: string | null;
  name: string | null;
}

/** The shop itself (the unpaid-order sweep, a job): no person. */
export const SHOP_ACTOR: StockActor = { type: 'system', id: null, name: null };

/** Why and by whom a set of stock changes happened, and for which order. */
export interface StockCause {
  reason: StockChangeReason;
  actor: StockActor;
  orderId?: string | null;
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
  translations: product.translations,
});

/**
 * The catalogue's stock, for the modules that sell: products as sale data, and stock reserved or given
 * back inside the caller's transaction (so an order and the stock it takes commit together).
 */
@Injectable()
export class ProductStockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

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

  /** Every product (any state) in catalogue order: what the code pools screen lists. */
  async listAll(): Promise<{ productCode: string; title: string; category: string; isActive: boolean }[]> {
    const products = await this.dataSource
      .getRepository(Product)
      .find({ order: { catalogPosition: 'ASC', productCode: 'ASC' } });
    return products.map(({ productCode, title, category, isActive }) => ({ productCode, title, category, isActive }));
  }

  /** Whether a product with this code exists (any state), as `em` sees it. */
  async exists(em: EntityManager, productCode: string): Promise<boolean> {
    return em.getRepository(Product).existsBy({ productCode });
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
  async reserve(
    em: EntityManager,
    lines: StockLine[],
    options: { allowShort?: boolean } = {},
  ): Promise<StockShortage[]> {
    const shortages: StockShortage[] = [];
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
        if (options.allowShort && row) {
          // Sold anyway (a price the shopper was promised and has paid): what is there is taken, the rest is owed.
          await em.query('UPDATE products SET stock = 0, updated_at = now() WHERE id = $1', [productId]);
          shortages.push({ productId, title, short: quantity - Math.max(left, 0) });
          await this.moveChoiceStock(
            em,
            productId,
            lines.filter((line) => line.productId === productId),
            -1,
            shortages,
          );
          continue;
        }
        throw new ApiError(
          HttpStatus.CONFLICT,
          'insufficient_stock',
          `Not enough stock for ${title}: only ${left} left`,
          undefined,
          { title, left },
        );
      }
      // The row is locked by the UPDATE above until the sale commits, so its choices can be read and written.
      await this.moveChoiceStock(
        em,
        productId,
        lines.filter((line) => line.productId === productId),
        -1,
        options.allowShort ? shortages : null,
      );
    }
    return shortages;
  }

  /**
   * Takes (`sign` -1) or gives back (+1) the units of choices that keep their own stock, in `em`, on a product
   * row the caller has locked. Taking more than a choice has left is 409, unless `shortages` collects what is
   * missing (the choice goes to 0); giving back to a choice that is gone (or no longer keeps stock) does nothing.
   */
  private async moveChoiceStock(
    em: EntityManager,
    productId: string,
    lines: StockLine[],
    sign: 1 | -1,
    shortages: StockShortage[] | null = null,
  ): Promise<void> {
    const byValue = new Map<string, StockLine>();
    for (const line of lines) {
      if (!line.optionValue) continue;
      const entry = byValue.get(line.optionValue) ?? { ...line, quantity: 0 };
      entry.quantity += line.quantity;
      byValue.set(line.optionValue, entry);
    }
    if (byValue.size === 0) return;
    const [row] = await em.query<{ options: ProductOption[] }[]>('SELECT options FROM products WHERE id = $1', [
      productId,
    ]);
    if (!row) return;
    let changed = false;
    const options = row.options.map((option) => ({
      ...option,
      choices: option.choices.map((choice) => {
        const line = byValue.get(choice.value);
        if (!line || choice.stock === undefined) return choice;
        const stock = choice.stock + sign * line.quantity;
        if (stock < 0 && shortages) {
          shortages.push({
            productId,
            title: `${line.title} (${choice.label})`,
            short: -stock,
            optionValue: choice.value,
          });
          changed = true;
          return { ...choice, stock: 0 };
        }
        if (stock < 0) {
          throw new ApiError(
            HttpStatus.CONFLICT,
            'insufficient_stock',
            `Not enough stock for ${line.title} (${choice.label}): only ${choice.stock} left`,
            undefined,
            { title: line.title, option: choice.label, left: choice.stock },
          );
        }
        changed = true;
        return { ...choice, stock };
      }),
    }));
    if (changed) {
      await em.query('UPDATE products SET options = $2::jsonb, updated_at = now() WHERE id = $1', [
        productId,
        JSON.stringify(options),
      ]);
    }
  }

  /** Gives stock back in `em` (a cancelled sale), in product-id order, to the choices that keep their own too. */
  async release(
    em: EntityManager,
    lines: { productId: string; quantity: number; optionValue?: string | null }[],
  ): Promise<void> {
    const totals = new Map<string, number>();
    for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
    for (const productId of [...totals.keys()].sort((a, b) => a.localeCompare(b))) {
      await em.query('UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1', [
        productId,
        totals.get(productId),
      ]);
      await this.moveChoiceStock(
        em,
        productId,
        lines.filter((line) => line.productId === productId).map((line) => ({ ...line, title: '' })),
        1,
      );
    }
  }

  /**
   * Writes the stock history lines of changes just made in `em` (docs/product/admin.md#stock-history): one line per
   * product with its net change and the stock after it, read in the same transaction (the row is locked by the
   * change). Call it in the transaction that changed the stock, so both commit or roll back together.
   */
  async recordChanges(em: EntityManager, changes: { productId: string; change: number }[], cause: StockCause) {
    const net = new Map<string, number>();
    for (const { productId, change } of changes) net.set(productId, (net.get(productId) ?? 0) + change);
    for (const [productId, change] of [...net.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      if (change === 0) continue;
      const [line] = await em.query<{ id: string }[]>(
        `INSERT INTO stock_history (product_id, change, stock_after, reason, actor_type, actor_id, actor_name, order_id)
         SELECT p.id, $2, p.stock, $3, $4, $5, $6, $7 FROM products p WHERE p.id = $1
         RETURNING id`,
        [
          productId,
          change,
          cause.reason,
          cause.actor.type,
          cause.actor.id && isUuid(cause.actor.id) ? cause.actor.id : null,
          cause.actor.name?.slice(0, 120) ?? null,
          cause.orderId ?? null,
        ],
      );
      // Stock that came back (a restock, a cancelled sale) may be what someone asked to be told about.
      if (change > 0 && line) await this.announceRestock(em, productId, change, line.id);
    }
  }

  /**
   * Says, in the caller's transaction, that `units` of a product came back, so its waiting back-in-stock alerts
   * go out (the stock-alerts module's job). Written through the job outbox: the restock and its alerts commit
   * together, and `key` (one per restock) makes a job that runs twice send one round.
   */
  async announceRestock(em: EntityManager, productId: string, units: number, key: string): Promise<void> {
    if (units <= 0) return;
    await this.outbox.enqueue(
      em,
      'stock-alerts',
      'restocked',
      { productId, units, key },
      { jobId: jobId('restocked', key) },
    );
  }

  /**
   * What can be bought of a product now, read in `em`: its stock and each choice's own stock (undefined for a
   * choice that keeps none). Null for a product that is gone.
   */
  async availability(
    em: EntityManager,
    productId: string,
  ): Promise<{ product: SaleProduct; choiceStock: Map<string, number | undefined> } | null> {
    if (!isUuid(productId)) return null;
    const product = await em.getRepository(Product).findOneBy({ id: productId });
    if (!product) return null;
    const choiceStock = new Map<string, number | undefined>();
    for (const option of product.options)
      for (const choice of option.choices) choiceStock.set(choice.value, choice.stock);
    return { product: toSaleProduct(product), choiceStock };
  }

  /** A product's stock history, newest first (the newest `limit` lines). */
  async history(productId: string, limit = 200): Promise<StockChangeView[]> {
    const rows = await this.dataSource.query<
      {
        id: string;
        change: number;
        stock_after: number;
        reason: StockChangeView['reason'];
        actor_type: StockChangeView['actorType'];
        actor_name: string | null;
        order_id: string | null;
        at: Date;
      }[]
    >(
      `SELECT h.id, h.change, h.stock_after, h.reason, h.actor_type, h.actor_name, h.order_id, h.at
         FROM stock_history h
        WHERE h.product_id = $1
        ORDER BY h.at DESC, h.id DESC
        LIMIT $2`,
      [productId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      change: row.change,
      stockAfter: row.stock_after,
      reason: row.reason,
      actorType: row.actor_type,
      actorName: row.actor_name,
      orderId: row.order_id,
      at: new Date(row.at).toISOString(),
    }));
  }

  /** The current code and title of these products, by id (figures kept on order lines show today's names). */
  async namesById(ids: string[]): Promise<Map<string, { productCode: string; title: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<{ id: string; productCode: string; title: string }[]>(
      `SELECT p.id, p.product_code AS "productCode", p.title FROM products p WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map(({ id, ...name }) => [id, name]));
  }

  /**
   * The codes of the active products of every category but `exceptCategory`, in catalogue order, as one array (a
   * catalogue of 10,000 products as rows cost the dashboard about 20 ms in the app alone, for codes it only passes on).
   */
  async activeProductCodesExcept(exceptCategory: string): Promise<string[]> {
    const [row] = await this.dataSource.query<{ codes: string[] | null }[]>(
      `SELECT array_agg(p.product_code ORDER BY p.catalog_position ASC NULLS LAST, p.title COLLATE "C" ASC) AS codes
         FROM products p
        WHERE p.is_active AND p.category <> $1`,
      [exceptCategory],
    );
    return row?.codes ?? [];
  }

  /** These products' titles and places in the catalogue, by code. */
  listingsByCode(codes: string[]): Promise<{ productCode: string; title: string; catalogPosition: number | null }[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT p.product_code AS "productCode", p.title, p.catalog_position AS "catalogPosition"
         FROM products p WHERE p.product_code = ANY($1::varchar[])`,
      [codes],
    );
  }

  /** Every active product's code and last change, in catalogue order: the sitemap's product pages. */
  async activeProductPages(): Promise<{ productCode: string; updatedAt: Date }[]> {
    const rows = await this.dataSource.query<{ productCode: string; updatedAt: Date }[]>(
      `SELECT p.product_code AS "productCode", p.updated_at AS "updatedAt"
         FROM products p
        WHERE p.is_active
        ORDER BY p.catalog_position ASC NULLS LAST, p.product_code ASC`,
    );
    return rows.map((row) => ({ productCode: row.productCode, updatedAt: new Date(row.updatedAt) }));
  }

  /** Active products low on stock (rules/stock-warning: at or under their warning level), lowest first: how many, and the first `shown`. */
  async lowStock(shown: number): Promise<{ count: number; products: DashboardLowStockProduct[] }> {
    const products = await this.dataSource.query<(DashboardLowStockProduct & { total: number })[]>(
      `SELECT p.id AS "productId", p.product_code AS "productCode", p.title AS name, p.stock,
              p.stock_warning_level AS "stockWarningLevel", (count(*) OVER ())::int AS total
         FROM products p
        WHERE p.is_active AND ${lowStockSql('p')}
        ORDER BY p.stock ASC, p.title ASC
        LIMIT ${shown}`,
    );
    return {
      count: products[0]?.total ?? 0,
      products: products.map(({ total: _total, ...product }) => product),
    };
  }
}
