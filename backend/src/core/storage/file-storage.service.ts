import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { storageConfig } from '../config/configuration';
import { ApiError } from '../http/api-error';
import { SniffedType, sniffFileType } from './file-type';

export interface StoredFile {
  /** Path relative to the upload directory, e.g. receipts/3f9c…e1.png */
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

/** Uploaded files, kept outside the web root under random names; types checked by content. */
@Injectable()
export class FileStorageService {
  private readonly root: string;

  constructor(@Inject(storageConfig.KEY) config: ConfigType<typeof storageConfig>) {
    this.root = resolve(config.uploadDir);
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
    const storageKey = `${folder}/${randomBytes(16).toString('hex')}.${type.ext}`;
    const path = this.pathOf(storageKey);
    await mkdir(join(this.root, folder), { recursive: true });
    await writeFile(path, content, { mode: 0o600, flag: 'wx' });
    return { storageKey, mimeType: type.mime, size: content.length };
  }

  read(storageKey: string): Promise<Buffer> {
    return readFile(this.pathOf(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }

  /** Resolves a key inside the upload root; a key that escapes it is refused. */
  private pathOf(storageKey: string): string {
    const path = resolve(this.root, storageKey);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the upload directory: ${storageKey}`);
    return path;
  }
}
