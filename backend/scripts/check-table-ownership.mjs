#!/usr/bin/env node
/**
 * Each module owns its tables: only the module whose entity declares a table (`@Entity('name')` under
 * `modules/<name>/`) may name it in SQL. This finds every `.ts` file outside the owner that writes the table's
 * name after FROM, JOIN, INTO, UPDATE, TABLE or EXISTS (unit specs excepted: they may build fixtures), prints
 * them and exits 1. `npm run check` runs it. Core's own tables (the outbox's job_intents, the mail's
 * outbound_emails) are infrastructure that the admin tools inspect on purpose, so they are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function* tsFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/** `modules/orders/...` → `modules/orders`; `core/mail/...` → `core/mail`: the unit that owns what it declares. */
const ownerOf = (file) => relative(src, file).split(sep).slice(0, 2).join('/');

const files = [...tsFiles(src)].map((file) => ({ file, owner: ownerOf(file), text: readFileSync(file, 'utf8') }));
const owners = new Map();
for (const { owner, text } of files) {
  if (!owner.startsWith('modules/')) continue;
  for (const match of text.matchAll(/@Entity\(\s*'([a-z_]+)'/g)) owners.set(match[1], owner);
}

const problems = [];
for (const [table, owner] of owners) {
  const naming = new RegExp(`\\b(from|join|into|update|table|exists)\\s+"?${table}"?\\b`, 'i');
  for (const { file, owner: fileOwner, text } of files) {
    if (fileOwner === owner || file.endsWith('.spec.ts')) continue;
    text.split('\n').forEach((line, index) => {
      if (naming.test(line)) problems.push(`${relative(src, file)}:${index + 1}: names ${table} (owned by ${owner})`);
    });
  }
}

if (problems.length > 0) {
  console.error(`Table ownership: SQL on another module's tables; ask the owner's read model or service instead.`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Table ownership: ${owners.size} tables, each named in SQL only by its own module.`);
