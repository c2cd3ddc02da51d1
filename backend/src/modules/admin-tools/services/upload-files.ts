import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface UploadFile {
  /** The storage key: folder/name, as the database refers to it. */
  key: string;
  folder: string;
  bytes: number;
  modifiedAt: Date;
}

/** Every file under the upload directory (one level of folders, as FileStorageService writes them). */
export async function listUploads(root: string): Promise<UploadFile[]> {
  const files: UploadFile[] = [];
  let folders: string[];
  try {
    folders = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return files;
  }
  for (const folder of folders) {
    const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const info = await stat(join(root, folder, entry.name)).catch(() => null);
      if (info) files.push({ key: `${folder}/${entry.name}`, folder, bytes: info.size, modifiedAt: info.mtime });
    }
  }
  return files;
}
