import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { DataSource, MigrationInterface } from 'typeorm';
import { sniffFileType } from '../storage/file-type';
import { StorageDriver } from '../storage/storage-driver';
import { cliDataSource } from '../database/cli-data-source';
import { typeormOptions } from '../database/typeorm-options';

/**
 * A backup of the shop: every table of the database, as one consistent snapshot (one REPEATABLE READ transaction),
 * and every uploaded file (docs/ops.md, "Backup and restore"). Rows are written as PostgreSQL's own JSON of each
 * row (`row_to_json`), kept as text and never parsed here, so numbers, times and bytes come back exactly; the
 * schema is not copied but re-made on restore by the migrations the backup lists. It needs no pg_dump, so it works
 * against any PostgreSQL version the app works with (Debian 12's pg_dump 15 refuses a PostgreSQL 17 server).
 *
 * Layout of a backup folder: manifest.json, database/<table>.ndjson.gz (one JSON row a line), uploads/<storage key>.
 */
export interface BackupManifest {
  format: 'kedai-backup';
  version: 1;
  createdAt: string;
  database: {
    serverVersion: string;
    migrations: string[];
    tables: { name: string; rows: number }[];
    sequences: { name: string; value: string | null }[];
  };
  uploads: { key: string; size: number; sha256: string }[];
}

const FORMAT = 'kedai-backup';
const MIGRATIONS_TABLE = typeormOptions('postgres://x/x').migrationsTableName as string;
const BATCH_ROWS = 500;

export class BackupError extends Error {}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function tablesOf(client: Client): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  return result.rows.map((row) => row.name);
}

/** Tables ordered so each comes after the tables its foreign keys point at (self-references allowed). */
async function loadOrder(client: Client, tables: string[]): Promise<string[]> {
  const result = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of result.rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') {
      throw new BackupError(`Foreign keys form a cycle (${[...path, table].join(' → ')}); restore cannot order them`);
    }
    state.set(table, 'visiting');
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Backs up the database at databaseUrl and every file of the storage into the folder `out` (created; must be empty). */
export async function backupShop(options: {
  databaseUrl: string;
  storage: StorageDriver;
  out: string;
  log?: (message: string) => void;
}): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const out = resolve(options.out);
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) throw new BackupError(`${out} is not empty: give a new folder`);
  await mkdir(join(out, 'database'));

  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  let database: BackupManifest['database'];
  try {
    // One snapshot for every table: rows written while the backup runs are either all in it or not at all.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const serverVersion = (await client.query<{ v: string }>('SHOW server_version')).rows[0]!.v;
    const tables = await tablesOf(client);
    if (!tables.includes(MIGRATIONS_TABLE)) {
      throw new BackupError(`The database has no ${MIGRATIONS_TABLE} table: it is not a Kedai database`);
    }
    const migrations = (
      await client.query<{ name: string }>(`SELECT name FROM ${ident(MIGRATIONS_TABLE)} ORDER BY timestamp, id`)
    ).rows.map((row) => row.name);
    const counted: { name: string; rows: number }[] = [];
    for (const table of tables) {
      const gzip = createGzip();
      const written = pipeline(gzip, createWriteStream(join(out, 'database', `${table}.ndjson.gz`)));
      let rows = 0;
      await client.query(
        `DECLARE rows_out NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${ident(table)} t`,
      );
      for (;;) {
        const batch = await client.query<{ line: string }>(`FETCH ${BATCH_ROWS} FROM rows_out`);
        for (const { line } of batch.rows) {
          if (!gzip.write(`${line}\n`)) await new Promise((done) => gzip.once('drain', done));
        }
        rows += batch.rows.length;
        if (batch.rows.length < BATCH_ROWS) break;
      }
      await client.query('CLOSE rows_out');
      gzip.end();
      await written;
      counted.push({ name: table, rows });
    }
    const sequences = (
      await client.query<{ name: string; value: string | null }>(
        `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
      )
    ).rows;
    await client.query('COMMIT');
    database = { serverVersion, migrations, tables: counted, sequences };
    log(`Database: ${counted.length} tables, ${counted.reduce((sum, table) => sum + table.rows, 0)} rows`);
  } finally {
    await client.end();
  }

  // Files after the rows: a file uploaded meanwhile is kept too (no row names it: harmless).
  const uploads: BackupManifest['uploads'] = [];
  for await (const key of options.storage.list()) {
    const content = await options.storage.get(key);
    const path = uploadPath(out, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { mode: 0o600 });
    uploads.push({ key, size: content.length, sha256: sha256(content) });
  }
  uploads.sort((a, b) => a.key.localeCompare(b.key));
  log(`Uploads: ${uploads.length} files, ${uploads.reduce((sum, file) => sum + file.size, 0)} bytes`);

  const manifest: BackupManifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database,
    uploads,
  };
  await writeFile(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function uploadPath(root: string, key: string): string {
  const base = resolve(root, 'uploads');
  const path = resolve(base, key);
  if (!path.startsWith(base + sep)) throw new BackupError(`Storage key escapes the backup folder: ${key}`);
  return path;
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(resolve(folder), 'manifest.json'), 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupError(`${folder} is not a Kedai backup: ${(error as Error).message}`);
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) {
    throw new BackupError(`${folder} is not a Kedai backup of a version this Kedai reads (format ${manifest.format})`);
  }
  return manifest;
}

/** With the entities, so TypeORM installs the extensions they need (uuid-ossp) before the first migration. */
const withEntities = (databaseUrl: string) => cliDataSource(databaseUrl).options;

/** The migrations this build knows, by name, in the order TypeORM runs them. */
async function knownMigrations(databaseUrl: string): Promise<MigrationInterface[]> {
  const dataSource = await new DataSource({
    ...typeormOptions(databaseUrl),
    entities: [],
    logging: false,
  }).initialize();
  try {
    return dataSource.migrations;
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Restores a backup into an empty database and an empty storage: the backup's own migrations make the schema as it
 * was, the rows are loaded table by table (parents before children, in batches, user triggers off), sequences are
 * set, the files are put back (each checked against its SHA-256), and then any newer migration of this build runs.
 * Refuses, before writing anything, a database with tables, a storage with files, a backup from a newer Kedai or a
 * damaged file.
 */
export async function restoreShop(options: {
  databaseUrl: string;
  storage: StorageDriver;
  from: string;
  log?: (message: string) => void;
}): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const folder = resolve(options.from);
  const manifest = await readManifest(folder);

  const known = await knownMigrations(options.databaseUrl);
  const byName = new Map(known.map((migration) => [migration.name ?? migration.constructor.name, migration]));
  const unknown = manifest.database.migrations.filter((name) => !byName.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup was made by a newer Kedai: this build lacks the migrations ${unknown.join(', ')}`,
    );
  }
  for (const file of manifest.uploads) {
    const content = await readFile(uploadPath(folder, file.key));
    if (sha256(content) !== file.sha256)
      throw new BackupError(`${file.key} in the backup is damaged (SHA-256 differs)`);
  }

  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const existing = await tablesOf(client);
    if (existing.length > 0) {
      throw new BackupError(
        `Restore needs an empty database; it has ${existing.length} tables (${existing.slice(0, 5).join(', ')}…). Create a new database or drop them first.`,
      );
    }
    for await (const key of options.storage.list()) {
      throw new BackupError(`Restore needs an empty storage; ${options.storage.description} holds ${key} and more.`);
    }

    // The schema exactly as the backup had it.
    const atBackup = manifest.database.migrations.map(
      (name) => byName.get(name)!.constructor as new () => MigrationInterface,
    );
    const schema = await new DataSource({
      ...withEntities(options.databaseUrl),
      migrations: atBackup,
      logging: false,
    }).initialize();
    try {
      await schema.runMigrations({ transaction: 'each' });
    } finally {
      await schema.destroy();
    }

    await client.query('BEGIN');
    const tables = (await tablesOf(client)).filter((table) => table !== MIGRATIONS_TABLE);
    const missing = manifest.database.tables.filter(
      (table) => table.name !== MIGRATIONS_TABLE && !tables.includes(table.name),
    );
    if (missing.length > 0)
      throw new BackupError(`The migrations did not make the tables ${missing.map((t) => t.name).join(', ')}`);
    // Rows the migrations seeded make way for the backup's. Only tables that hold some: an empty one needs nothing,
    // and the audit log refuses TRUNCATE altogether (append-only, a trigger).
    const seeded: string[] = [];
    for (const table of tables) {
      const found = await client.query(`SELECT 1 FROM ${ident(table)} LIMIT 1`);
      if ((found.rowCount ?? 0) > 0) seeded.push(table);
    }
    if (seeded.length > 0) await client.query(`TRUNCATE ${seeded.map(ident).join(', ')}`);
    const inBackup = new Set(manifest.database.tables.map((table) => table.name));
    for (const table of await loadOrder(client, tables)) {
      if (!inBackup.has(table)) continue;
      const rows = await loadTable(client, table, join(folder, 'database', `${table}.ndjson.gz`));
      const expected = manifest.database.tables.find((t) => t.name === table)!.rows;
      if (rows !== expected) throw new BackupError(`${table}: ${rows} rows read, the manifest says ${expected}`);
    }
    for (const sequence of manifest.database.sequences) {
      await client.query(
        sequence.value === null
          ? 'SELECT setval($1::regclass, 1, false)'
          : 'SELECT setval($1::regclass, $2::bigint, true)',
        sequence.value === null ? [ident(sequence.name)] : [ident(sequence.name), sequence.value],
      );
    }
    await client.query('COMMIT');
    log(`Database: ${manifest.database.tables.length} tables restored`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }

  for (const file of manifest.uploads) {
    const content = await readFile(uploadPath(folder, file.key));
    await options.storage.put(file.key, content, sniffFileType(content)?.mime ?? 'application/octet-stream');
  }
  log(`Uploads: ${manifest.uploads.length} files restored to ${options.storage.description}`);

  // Migrations newer than the backup bring its rows up to this build.
  const current = await new DataSource({
    ...typeormOptions(options.databaseUrl),
    entities: [],
    logging: false,
  }).initialize();
  try {
    const applied = await current.runMigrations({ transaction: 'each' });
    if (applied.length > 0) log(`Applied ${applied.length} newer migrations`);
  } finally {
    await current.destroy();
  }
  return manifest;
}

async function loadTable(client: Client, table: string, file: string): Promise<number> {
  const columns = (
    await client.query<{ name: string; identity: string }>(
      `SELECT attname AS name, attidentity AS identity FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [ident(table)],
    )
  ).rows;
  const list = columns.map((column) => ident(column.name)).join(', ');
  const overriding = columns.some((column) => column.identity !== '') ? ' OVERRIDING SYSTEM VALUE' : '';
  const insert = `INSERT INTO ${ident(table)} (${list})${overriding} SELECT ${list} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`;
  await client.query(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
  let rows = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  const lines = createInterface({
    input: Readable.from(createReadStream(file).pipe(createGunzip())),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  await client.query(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
  return rows;
}
