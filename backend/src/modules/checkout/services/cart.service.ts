import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CartLineView, CartView } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { ProductStockService } from '../../catalog/services/product-stock.service';
import { CartLineDto } from '../dto/cart.dto';
import { CartItem } from '../entities/cart-item.entity';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../orders/order.constants';
import { priceChoice } from '../rules/pricing';

interface CheckedLine {
  productId: string;
  optionValue: string;
  quantity: number;
  selected: boolean;
}

/** A logged-in customer's cart, checked against the catalogue; prices always come from the catalogue. */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductStockService,
  ) {}

  async get(userId: string): Promise<CartView> {
    const rows = await this.dataSource
      .getRepository(CartItem)
      .find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const products = new Map(
      (await this.products.byIds(rows.map((row) => row.productId))).map((product) => [product.id, product]),
    );
    const items: CartLineView[] = [];
    const unavailable: { id: string; title: string }[] = [];
    for (const row of rows) {
      const product = products.get(row.productId);
      const choice = product?.isActive ? priceChoice(product, row.optionValue || null) : null;
      if (!product || !choice) {
        unavailable.push({ id: row.id, title: product?.title ?? 'A product' });
        continue;
      }
      items.push({
        productId: product.id,
        productCode: product.productCode,
        title: product.title,
        category: product.category,
        image: product.image,
        stock: product.stock,
        optionName: choice.optionName,
        optionValue: choice.optionValue,
        optionLabel: choice.optionLabel,
        choices: product.options.find((option) => option.name === choice.optionName)?.choices ?? [],
        price: choice.unitPrice,
        quantity: row.quantity,
        selected: row.selected,
      });
    }
    if (unavailable.length === 0) return { items };
    // Said once, then gone: the customer is told, and the line cannot block later saves of the cart.
    await this.dataSource.getRepository(CartItem).delete(unavailable.map((line) => line.id));
    return { items, unavailable: unavailable.map((line) => line.title) };
  }

  /** Replaces the whole cart; any line the catalogue does not know is a 400. */
  async replace(userId: string, lines: CartLineDto[]): Promise<CartView> {
    const checked = await this.check(lines, true);
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(CartItem).delete({ userId });
      if (checked.length) await em.getRepository(CartItem).insert(checked.map((line) => ({ ...line, userId })));
    });
    return this.get(userId);
  }

  /** The guest cart at login: the same product and option adds quantities; unknown lines are skipped. */
  async merge(userId: string, lines: CartLineDto[]): Promise<CartView> {
    const checked = await this.check(lines, false);
    await this.dataSource.transaction(async (em) => {
      for (const line of checked) {
        await em.query(
          `INSERT INTO cart_items (user_id, product_id, option_value, quantity, selected)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, product_id, option_value)
           DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, $6), updated_at = now()`,
          [userId, line.productId, line.optionValue, line.quantity, line.selected, MAX_LINE_QUANTITY],
        );
      }
      const [{ count }] = await em.query<{ count: string }[]>(
        'SELECT COUNT(*) AS count FROM cart_items WHERE user_id = $1',
        [userId],
      );
      if (Number(count) > MAX_CART_LINES) {
        throw new ApiError(HttpStatus.BAD_REQUEST, 'cart_too_big', `A cart can hold at most ${MAX_CART_LINES} lines`);
      }
    });
    return this.get(userId);
  }

  private async check(lines: CartLineDto[], strict: boolean): Promise<CheckedLine[]> {
    const products = await this.products.byIds(
      lines.map((line) => line.productId),
      { activeOnly: true },
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    const merged = new Map<string, CheckedLine>();
    for (const line of lines) {
      const product = byId.get(line.productId);
      const choice = product ? priceChoice(product, line.optionValue) : null;
      if (!product || !choice) {
        if (!strict) continue;
        throw new ApiError(
          HttpStatus.BAD_REQUEST,
          product ? 'invalid_option' : 'product_not_found',
          product ? `"${line.optionValue}" is not an option of ${product.title}` : 'Product not found',
        );
      }
      const optionValue = choice.optionValue ?? '';
      const key = `${product.id}|${optionValue}`;
      const existing = merged.get(key);
      if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, MAX_LINE_QUANTITY);
      else
        merged.set(key, {
          productId: product.id,
          optionValue,
          quantity: line.quantity,
          selected: line.selected ?? true,
        });
    }
    return [...merged.values()];
  }
}
