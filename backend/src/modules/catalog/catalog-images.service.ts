import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { buildSeedArt } from './seed-catalogue';

export interface CatalogImage {
  body: string;
  etag: string;
}

/** The catalogue's own pictures, rendered once at start from the seed definitions. */
@Injectable()
export class CatalogImagesService {
  private readonly files = new Map<string, CatalogImage>(
    [...buildSeedArt()].map(([name, body]) => [
      name,
      { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` },
    ]),
  );

  find(file: string): CatalogImage | undefined {
    return this.files.get(file);
  }
}
