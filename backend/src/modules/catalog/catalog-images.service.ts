import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { FileStorageService } from '../../core/storage/file-storage.service';
import { buildSeedArt, IMAGE_ROUTE } from './seed-catalogue';

export interface CatalogImage {
  body: string | Buffer;
  mimeType: string;
  etag: string;
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

/**
 * The catalogue's pictures: the seed's SVGs, rendered once at start from the seed definitions, and the
 * images admins upload (kept by the file storage under random, never reused names).
 */
@Injectable()
export class CatalogImagesService {
  private readonly files = new Map<string, CatalogImage>(
    [...buildSeedArt()].map(([name, body]) => [
      name,
      { body, mimeType: 'image/svg+xml', etag: `"${createHash('sha1').update(body).digest('base64url')}"` },
    ]),
  );

  constructor(private readonly storage: FileStorageService) {}

  async find(file: string): Promise<CatalogImage | undefined> {
    const seed = this.files.get(file);
    if (seed) return seed;
    const match = UPLOADED_FILE.exec(file);
    if (!match) return undefined;
    try {
      const body = await this.storage.read(`${PRODUCT_UPLOAD_FOLDER}/${file}`);
      return { body, mimeType: MIME_OF_EXT[match[1]], etag: `"${file}"` };
    } catch {
      return undefined;
    }
  }
}
