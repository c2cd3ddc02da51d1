import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  imageVariantFileName,
  parseImageVariantFileName,
  PRODUCT_IMAGE_WIDTHS,
  type ProductImageWidth,
} from '@kedai/contracts';
import { type AcceptRules, FileStorageService } from '../../../core/storage/file-storage.service';
import { Product } from '../entities/product.entity';
import { renderImageVariant, renderImageVariants } from './image-variants';
import { buildSeedArt, IMAGE_ROUTE } from './seed-catalogue';

export interface CatalogImage {
  body: string | Buffer;
  mimeType: string;
  etag: string;
  /** An upload or its copy: its name never stands for other bytes, so browsers may keep it for a year. */
  immutable: boolean;
}

/** Where admin uploads are kept in the file storage, and how their files are named there. */
export const PRODUCT_UPLOAD_FOLDER = 'products';
const UPLOADED_FILE = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const MIME_OF_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
/** The originals a WebP copy can be made from (GIFs keep their animation and have none). */
const VARIANT_SOURCE_EXTS = ['png', 'jpg', 'webp'];

/** The public url of an uploaded product image (served by CatalogImagesController like the seed pictures). */
export const uploadedImageUrl = (storageKey: string) =>
  `${IMAGE_ROUTE}/${storageKey.slice(PRODUCT_UPLOAD_FOLDER.length + 1)}`;

/** The storage key behind a product image url; null for the seed pictures and anything else. */
export function uploadedStorageKey(url: string): string | null {
  const prefix = `${IMAGE_ROUTE}/`;
  if (!url.startsWith(prefix)) return null;
  const file = url.slice(prefix.length);
  return UPLOADED_FILE.test(file) ? `${PRODUCT_UPLOAD_FOLDER}/${file}` : null;
}

/** The storage keys of an original's WebP copies (none for a GIF). */
function variantKeys(storageKey: string): string[] {
  return PRODUCT_IMAGE_WIDTHS.map((width) => imageVariantFileName(storageKey, width))
    .filter((file): file is string => file !== null)
    .map((file) => `${PRODUCT_UPLOAD_FOLDER}/${file}`);
}

/**
 * The catalogue's pictures: the seed's SVGs, rendered once at start from the seed definitions, and the
 * images admins upload, named by their content's hash (older uploads: random, never reused names), each
 * with WebP copies 320, 640 and 960 px wide. Copies are made at upload; an image uploaded before copies
 * existed gets each copy made (and kept) the first time it is asked for.
 */
@Injectable()
export class CatalogImagesService {
  private readonly logger = new Logger(CatalogImagesService.name);
  private readonly files = new Map<string, CatalogImage>(
    [...buildSeedArt()].map(([name, body]) => [
      name,
      {
        body,
        mimeType: 'image/svg+xml',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        immutable: false,
      },
    ]),
  );
  /** Copies being made on demand, so simultaneous requests for one share the work. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly storage: FileStorageService,
    @InjectRepository(Product) private readonly products: Repository<Product>,
  ) {}

  async find(file: string): Promise<CatalogImage | undefined> {
    const seed = this.files.get(file);
    if (seed) return seed;
    const variant = parseImageVariantFileName(file);
    if (variant) {
      const body = await this.variant(file, variant.stem, variant.width);
      return body ? { body, mimeType: 'image/webp', etag: `"${file}"`, immutable: true } : undefined;
    }
    const match = UPLOADED_FILE.exec(file);
    if (!match) return undefined;
    const body = await this.read(`${PRODUCT_UPLOAD_FOLDER}/${file}`);
    return body ? { body, mimeType: MIME_OF_EXT[match[1]], etag: `"${file}"`, immutable: true } : undefined;
  }

  /**
   * Stores an upload (checked against `rules` by its bytes) and its WebP copies; returns its url. The copies are made first, so an image whose
   * bytes cannot be decoded (a file that only starts like a PNG) is refused before anything is stored.
   */
  async store(content: Buffer, rules: AcceptRules): Promise<string> {
    const variants = await renderImageVariants(content);
    const stored = await this.storage.save(PRODUCT_UPLOAD_FOLDER, content, { ...rules, naming: 'content' });
    for (const [width, body] of variants) {
      const file = imageVariantFileName(stored.storageKey, width);
      if (file) await this.storage.put(`${PRODUCT_UPLOAD_FOLDER}/${file}`, body, 'image/webp');
    }
    return uploadedImageUrl(stored.storageKey);
  }

  /**
   * Removes uploaded files (and their copies) that no product shows any more. A content-named file can be
   * shared by two products that were given the same picture, so one still in use is kept.
   */
  async removeUnused(urls: string[]): Promise<void> {
    for (const url of urls) {
      const key = uploadedStorageKey(url);
      if (!key) continue;
      const inUse = await this.products
        .createQueryBuilder('product')
        .where('product.images @> :image::jsonb', { image: JSON.stringify([{ url }]) })
        .getExists();
      if (inUse) continue;
      for (const file of [key, ...variantKeys(key)]) {
        await this.storage
          .remove(file)
          .catch((error: unknown) => this.logger.warn(`Could not remove ${file}: ${String(error)}`));
      }
    }
  }

  private async read(storageKey: string): Promise<Buffer | null> {
    return this.storage.read(storageKey).catch(() => null);
  }

  private async variant(file: string, stem: string, width: ProductImageWidth): Promise<Buffer | null> {
    const key = `${PRODUCT_UPLOAD_FOLDER}/${file}`;
    const stored = await this.read(key);
    if (stored) return stored;
    let making = this.making.get(key);
    if (!making) {
      making = this.makeVariant(key, stem, width).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making;
  }

  /** An older upload's copy, made from its original and kept; null when there is no such original. */
  private async makeVariant(key: string, stem: string, width: ProductImageWidth): Promise<Buffer | null> {
    for (const ext of VARIANT_SOURCE_EXTS) {
      const original = await this.read(`${PRODUCT_UPLOAD_FOLDER}/${stem}.${ext}`);
      if (!original) continue;
      const body = await renderImageVariant(original, width).catch((error: unknown) => {
        this.logger.warn(`Could not make ${key}: ${String(error)}`);
        return null;
      });
      if (body) {
        await this.storage
          .put(key, body, 'image/webp')
          .catch((error: unknown) => this.logger.warn(`Could not keep ${key}: ${String(error)}`));
      }
      return body;
    }
    return null;
  }
}
