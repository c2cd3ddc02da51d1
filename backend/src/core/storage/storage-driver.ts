/** Where uploaded files' bytes live: the local disk or an S3-compatible bucket (STORAGE_DRIVER). */
export interface StorageDriver {
  /** What the boot log and errors call it, e.g. "local disk (/srv/uploads)" or "S3 bucket kedai". */
  readonly description: string;
  /** Checks at boot that files can be kept there (creating the folder or bucket when missing). */
  prepare(): Promise<void>;
  put(storageKey: string, content: Buffer, mimeType: string): Promise<void>;
  /** The file's bytes; rejects when there is none under that key. */
  get(storageKey: string): Promise<Buffer>;
  /** Removes the file; a missing one is not an error. */
  delete(storageKey: string): Promise<void>;
  /** Every stored key, in no particular order (backups: core/backup). */
  list(): AsyncIterable<string>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/**
 * Storage keys are made by FileStorageService: `<folder>/<32 hex digits>.<ext>`, or a product image's WebP
 * copy `<folder>/<32 hex digits>-w<width>.webp`; anything else is refused.
 */
export const STORAGE_KEY = /^[a-z0-9-]+\/[0-9a-f]{32}(-w\d{3,4})?\.[a-z0-9]{1,5}$/;
