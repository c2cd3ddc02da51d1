import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, Not, Repository } from 'typeorm';
import { type AdminProductDeleteResult, checkImageCount, TOO_MANY_IMAGES_MESSAGE } from '@kedai/contracts';
import { isUniqueViolation, likePattern } from '../../../core/database/sql-values';
import { ApiError } from '../../../core/http/api-error';
import { cleanFileName, type UploadedBinary } from '../../../core/http/uploaded-file';
import { checkUpload } from '../../../core/storage/file-storage.service';
import { asApiError, invalidProduct, parseKeepImages, validateAdminProductInput } from '../rules/admin-product.rules';
import { toAdminProductView } from '../read/admin-product.view';
import { CatalogImagesService } from './catalog-images.service';
import { Product } from '../entities/product.entity';
import { UndecodableImageError } from './image-variants';
import { productImageRules } from '../rules/product-image-upload.rules';
import { ProductsService } from './products.service';
import { ProductStockService, type StockActor } from './product-stock.service';
import { ProductOrdersReader } from '../read/product-orders';
import { AuditService, changedFields, type StaffActor } from '../../audit';

export const IMAGE_TOO_LARGE_MESSAGE = 'An image is too large. Maximum size is 5MB per image.';
export { TOO_MANY_IMAGES_MESSAGE };

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', 'Product not found');
const skuTaken = (sku: string, title?: string) =>
  new ApiError(
    HttpStatus.CONFLICT,
    'product_sku_taken',
    title ? `SKU ${sku} is already used by "${title}". Each product needs its own SKU.` : `SKU ${sku} is already used.`,
    [{ field: 'sku', messages: ['This SKU is already used by another product'] }],
  );

/** The short code customers and support see on order lines; admin-made products get a random one. */
const newProductCode = () => `P${randomBytes(4).toString('hex').toUpperCase()}`;

interface CheckedImage {
  name: string;
  content: Buffer;
}

/**
 * Product Management: every product (active or not), and adding, editing and deleting them with their
 * images. Everything a request carries is checked before anything is written; image files are stored
 * first and removed again if the row cannot be written, so a failure leaves neither half behind.
 */
/** A product's fields as the audit log compares them (its bookkeeping columns left out). */
function auditedFields(product: Product): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, rating: _rating, reviewCount: _reviews, ...fields } = product;
  return { ...fields };
}

/** Each choice's own stock, by value (choices that keep none are left out). */
const choiceStocks = (product: Product): Map<string, number> =>
  new Map(
    product.options.flatMap((option) =>
      option.choices.flatMap((choice) => (choice.stock === undefined ? [] : [[choice.value, choice.stock] as const])),
    ),
  );

/** Units added to choices that kept stock before and after an edit. */
const raisedChoiceUnits = (before: Map<string, number>, after: Map<string, number>): number =>
  [...after].reduce((sum, [value, stock]) => sum + Math.max(0, stock - (before.get(value) ?? stock)), 0);

/** The staff member as the stock history names them. */
const stockActorOf = (actor: StaffActor): StockActor => ({ type: 'staff', id: actor.userId, name: actor.name });

@Injectable()
export class AdminProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: ProductsService,
    private readonly images: CatalogImagesService,
    private readonly orders: ProductOrdersReader,
    private readonly audit: AuditService,
    private readonly stock: ProductStockService,
  ) {}

  list(search?: string): Promise<Product[]> {
    const builder = this.products.createQueryBuilder('product').orderBy('product.catalogPosition', 'ASC');
    const term = search?.trim();
    // The title, or the SKU or product code printed on the card (docs/product/admin.md#products).
    if (term)
      builder.where('(product.title ILIKE :term OR product.sku ILIKE :term OR product.productCode ILIKE :term)', {
        term: likePattern(term),
      });
    return builder.getMany();
  }

  async create(actor: StaffActor, fields: unknown, files: UploadedBinary[] = []): Promise<Product> {
    const by = stockActorOf(actor);
    const input = validateAdminProductInput(fields);
    const images = this.checkImages(files);
    this.checkImageCount(images.length);
    await this.assertSkuFree(input.sku);
    return this.withStoredImages(images, (urls) =>
      this.dataSource.transaction(async (em) => {
        const created = await this.catalog.create(
          { ...input, productCode: newProductCode(), images: urls.map((url, order) => ({ url, order })) },
          em,
        );
        await this.audit.record(
          em,
          actor,
          'product.created',
          { type: 'product', id: created.id },
          {
            title: created.title,
            productCode: created.productCode,
            price: created.price,
          },
        );
        // The first stock is the product's first restock line (docs/product/admin.md#stock-history).
        if (created.stock > 0)
          await this.stock.recordChanges(em, [{ productId: created.id, change: created.stock }], {
            reason: 'restock',
            actor: by,
          });
        return created;
      }),
    );
  }

  async update(actor: StaffActor, id: string, fields: unknown, files: UploadedBinary[] = []): Promise<Product> {
    const by = stockActorOf(actor);
    const product = await this.products.findOneBy({ id });
    if (!product) throw notFound();
    const input = validateAdminProductInput(fields, product);
    const currentUrls = [...product.images].sort((a, b) => a.order - b.order).map((image) => image.url);
    const kept = parseKeepImages((fields as Record<string, unknown> | null)?.keepImages, currentUrls);
    const images = this.checkImages(files);
    this.checkImageCount(kept.length + images.length);
    await this.assertSkuFree(input.sku, product.id);
    const saved = await this.withStoredImages(images, (urls) =>
      // Written under the row's lock, from the row as it is then: a checkout taking a choice's own stock
      // meanwhile is either waited for (and kept, unless this edit sets the stock) or waits for this edit.
      this.dataSource.transaction(async (em) => {
        const repository = em.getRepository(Product);
        const locked = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!locked) throw notFound();
        const fresh = validateAdminProductInput(fields, locked);
        const before = auditedFields(locked);
        const stockBefore = locked.stock;
        const choiceStockBefore = choiceStocks(locked);
        const saved = await repository.save(
          Object.assign(locked, fresh, { images: [...kept, ...urls].map((url, order) => ({ url, order })) }),
        );
        const changed = changedFields(before, auditedFields(saved));
        if (Object.keys(changed).length > 0) {
          await this.audit.record(
            em,
            actor,
            'product.changed',
            { type: 'product', id },
            { title: saved.title, changed },
          );
        }
        // A stock set by hand: raised is a restock, lowered a manual edit (docs/product/admin.md#stock-history).
        const change = saved.stock - stockBefore;
        if (change !== 0)
          await this.stock.recordChanges(em, [{ productId: saved.id, change }], {
            reason: change > 0 ? 'restock' : 'manual',
            actor: by,
          });
        // A choice's own stock raised while the product's was not: that is a restock for the choice's alerts
        // (a raised product stock already announced one, counting the same units).
        const choicesRaised = raisedChoiceUnits(choiceStockBefore, choiceStocks(saved));
        if (change <= 0 && choicesRaised > 0)
          await this.stock.announceRestock(em, saved.id, choicesRaised, randomUUID());
        return saved;
      }),
    );
    await this.removeUploads(currentUrls.filter((url) => !kept.includes(url)));
    return saved;
  }

  /**
   * A product that orders hold is deactivated, not deleted: the orders keep their lines and the product's
   * history, and the shop stops showing it. One never ordered is deleted with its uploaded images. The row
   * is locked first, so a checkout running at the same time either comes first (and is seen) or fails.
   */
  async remove(actor: StaffActor, id: string): Promise<AdminProductDeleteResult> {
    const result = await this.dataSource.transaction(async (em) => {
      const repository = em.getRepository(Product);
      const product = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw notFound();
      const ordered = await this.orders.isOrdered(em, id);
      await this.audit.record(
        em,
        actor,
        'product.deleted',
        { type: 'product', id },
        {
          title: product.title,
          productCode: product.productCode,
          outcome: ordered ? 'deactivated' : 'deleted',
        },
      );
      if (ordered) {
        product.isActive = false;
        return { product: await repository.save(product), deleted: false };
      }
      await repository.delete({ id });
      return { product, deleted: true };
    });
    if (!result.deleted) {
      return {
        outcome: 'deactivated',
        message:
          'This product is in existing orders, so it was deactivated instead of deleted. ' +
          'It is hidden from the shop and the orders keep their history.',
        product: toAdminProductView(result.product),
      };
    }
    await this.removeUploads(result.product.images.map((image) => image.url));
    return { outcome: 'deleted', message: 'Product deleted successfully!' };
  }

  /** Every file must be a real image by its bytes, whatever its name or declared type says. */
  private checkImages(files: UploadedBinary[]): CheckedImage[] {
    return files.map((file) => {
      const name = cleanFileName(file.originalname);
      const rules = productImageRules(name);
      const { refusal } = checkUpload(file.buffer, rules);
      if (refusal === 'too_large') {
        throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'file_too_large', rules.tooLargeMessage);
      }
      if (refusal === 'wrong_type') throw invalidProduct(rules.wrongTypeMessage, 'images');
      return { name, content: file.buffer };
    });
  }

  private checkImageCount(count: number): void {
    try {
      checkImageCount(count);
    } catch (error) {
      throw asApiError(error);
    }
  }

  private async assertSkuFree(sku: string | null, exceptId?: string): Promise<void> {
    if (!sku) return;
    const holder = await this.products.findOneBy(exceptId ? { sku, id: Not(exceptId) } : { sku });
    if (holder) throw skuTaken(sku, holder.title);
  }

  /** Stores the images, then writes; if the write fails the stored files are removed again. */
  private async withStoredImages<T>(images: CheckedImage[], write: (urls: string[]) => Promise<T>): Promise<T> {
    const stored: string[] = [];
    try {
      for (const image of images) {
        stored.push(
          await this.images.store(image.content, productImageRules(image.name)).catch((error: unknown) => {
            throw error instanceof UndecodableImageError
              ? invalidProduct(productImageRules(image.name).wrongTypeMessage, 'images')
              : error;
          }),
        );
      }
      return await write(stored);
    } catch (error) {
      await this.images.removeUnused(stored);
      // Another admin took the SKU between the check and the write.
      if (isUniqueViolation(error))
        throw new ApiError(HttpStatus.CONFLICT, 'product_sku_taken', 'That SKU is already used.');
      throw error;
    }
  }

  /** Uploaded image files no product uses any more; the seed pictures are not files and are left alone. */
  private removeUploads(urls: string[]): Promise<void> {
    return this.images.removeUnused(urls);
  }
}
