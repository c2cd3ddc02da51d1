import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { StorageDriver } from './storage-driver';

/** Files under a folder of this machine (UPLOAD_DIR): the default for one process or one host. */
export class LocalDiskDriver implements StorageDriver {
  private readonly root: string;

  constructor(uploadDir: string) {
    this.root = resolve(uploadDir);
  }

  get description(): string {
    return `local disk (${this.root})`;
  }

  async prepare(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  async put(storageKey: string, content: Buffer): Promise<void> {
    const path = this.pathOf(storageKey);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { mode: 0o600, flag: 'wx' });
  }

  get(storageKey: string): Promise<Buffer> {
    return readFile(this.pathOf(storageKey));
  }

  async delete(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }

  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (entry.isFile()) yield relative(this.root, resolve(entry.parentPath, entry.name)).split(sep).join('/');
    }
  }

  /** Resolves a key inside the upload root; a key that escapes it is refused. */
  private pathOf(storageKey: string): string {
    const path = resolve(this.root, storageKey);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the upload directory: ${storageKey}`);
    return path;
  }
}
