import { existsSync } from 'node:fs';
import { BackupError, restoreShop } from '../core/backup/shop-backup';
import { argument, openShopData } from './shop-storage';

/**
 * npm run restore -- <folder>: a backup into the empty database and the empty storage this environment points
 * at (DATABASE_URL and STORAGE_DRIVER/UPLOAD_DIR; without them a fresh KEDAI_DATA_DIR). docs/ops.md.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const from = argument('from') ?? process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!from) throw new BackupError('Name the backup folder: npm run restore -- backups/kedai-<time>');
  const shop = await openShopData((message) => console.error(`[kedai] ${message}`));
  const storage = shop.storage;
  try {
    await storage.prepare();
    const manifest = await restoreShop({
      databaseUrl: shop.databaseUrl,
      storage,
      from,
      log: (message) => console.error(`[restore] ${message}`),
    });
    console.log(`Restored ${from} (made ${manifest.createdAt}) into ${storage.description} and the database.`);
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
