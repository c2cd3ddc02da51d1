import { existsSync } from 'node:fs';
import { BackupError, backupShop } from '../core/backup/shop-backup';
import { argument, openShopData } from './shop-storage';

/**
 * npm run backup [-- --out=<folder>]: the database (one consistent snapshot) and every upload of the shop this
 * environment points at, into a new folder (default backups/kedai-<UTC time>). docs/ops.md, "Backup and restore".
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const out = argument('out') ?? process.argv[2] ?? `backups/kedai-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const shop = await openShopData((message) => console.error(`[kedai] ${message}`));
  const storage = shop.storage;
  try {
    const manifest = await backupShop({
      databaseUrl: shop.databaseUrl,
      storage,
      out,
      log: (message) => console.error(`[backup] ${message}`),
    });
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${out}: ${rows} rows in ${manifest.database.tables.length} tables, ${manifest.uploads.length} files.`,
    );
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof Error ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
