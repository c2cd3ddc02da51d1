import { HttpStatus, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../http/api-error';
import { SniffedType, sniffFileType } from './file-type';
import { STORAGE_DRIVER, STORAGE_KEY, StorageDriver } from './storage-driver';

export interface StoredFile {
  /** The file's key in the storage, e.g. receipts/3f9c…e1.png (a path under UPLOAD_DIR, or an S3 object key) */
  storageKey: string;
  mimeType: SniffedType['mime'];
  size: number;
}

export interface AcceptRules {
  types: SniffedType['mime'][];
  maxBytes: number;
  /** Messages in the words of the screen that uploads. */
  wrongTypeMessage: string;
  tooLargeMessage: string;
}

/**
 * Uploaded files (receipts, product images, the payment QR), kept outside the web root under random names;
 * types checked by content. The bytes go to the driver STORAGE_DRIVER picks: the local disk or S3.
 */
@Injectable()
export class FileStorageService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(FileStorageService.name);

  constructor(@Inject(STORAGE_DRIVER) private readonly driver: StorageDriver) {}

  async onModuleInit(): Promise<void> {
    await this.driver.prepare();
    this.logger.log(`Uploads are kept on the ${this.driver.description}`);
  }

  onApplicationShutdown(): void {
    (this.driver as { close?: () => void }).close?.();
  }

  /** Checks the bytes against the rules (413 / 415 with the given messages) and stores them under `folder`. */
  async save(folder: string, content: Buffer, rules: AcceptRules): Promise<StoredFile> {
    if (content.length > rules.maxBytes) {
      throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'file_too_large', rules.tooLargeMessage);
    }
    const type = sniffFileType(content);
    if (!type || !rules.types.includes(type.mime)) {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'unsupported_file_type', rules.wrongTypeMessage);
    }
    const storageKey = this.checked(`${folder}/${randomBytes(16).toString('hex')}.${type.ext}`);
    await this.driver.put(storageKey, content, type.mime);
    return { storageKey, mimeType: type.mime, size: content.length };
  }

  async read(storageKey: string): Promise<Buffer> {
    return this.driver.get(this.checked(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await this.driver.delete(this.checked(storageKey));
  }

  private checked(storageKey: string): string {
    if (!STORAGE_KEY.test(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
    return storageKey;
  }
}
