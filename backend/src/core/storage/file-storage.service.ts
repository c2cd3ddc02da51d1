import { HttpStatus, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
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
  /**
   * How the file is named: random (default), or by its content's hash, so a name always means the same
   * bytes (served with immutable caching) and the same file uploaded twice is stored once.
   */
  naming?: 'random' | 'content';
}

export interface UploadVerdict {
  /** What the bytes really are (null: none of the types Kedai recognises). */
  type: SniffedType | null;
  size: number;
  refusal: 'too_large' | 'wrong_type' | null;
  /** The message the uploading screen would show, or null when the file would be accepted. */
  message: string | null;
}

/** The checks save() makes, without storing anything (the admin's upload test uses it "check only"). */
export function checkUpload(content: Buffer, rules: AcceptRules): UploadVerdict {
  const type = sniffFileType(content);
  const size = content.length;
  if (size > rules.maxBytes) return { type, size, refusal: 'too_large', message: rules.tooLargeMessage };
  if (!type || !rules.types.includes(type.mime)) {
    return { type, size, refusal: 'wrong_type', message: rules.wrongTypeMessage };
  }
  return { type, size, refusal: null, message: null };
}

/** 32 hex digits of the content's SHA-256: the name of a content-addressed file. */
const contentName = (content: Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 32);

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
    const verdict = checkUpload(content, rules);
    if (verdict.refusal === 'too_large') {
      throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'file_too_large', rules.tooLargeMessage);
    }
    const type = verdict.type;
    if (verdict.refusal === 'wrong_type' || !type) {
      throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'unsupported_file_type', rules.wrongTypeMessage);
    }
    const name = rules.naming === 'content' ? contentName(content) : randomBytes(16).toString('hex');
    const storageKey = this.checked(`${folder}/${name}.${type.ext}`);
    await this.put(storageKey, content, type.mime);
    return { storageKey, mimeType: type.mime, size: content.length };
  }

  /**
   * Stores bytes under a key the caller derived from other stored content (a product image's WebP copy);
   * a file already there under that key is the same content and is kept.
   */
  async put(storageKey: string, content: Buffer, mimeType: string): Promise<void> {
    try {
      await this.driver.put(this.checked(storageKey), content, mimeType);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
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
