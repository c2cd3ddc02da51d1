// The missing-key check (npm run check): every language has exactly the keys English has, in every
// catalogue of the storefront and of the server's e-mails, and no value is empty. English is the source.
// The admin catalogues are English only for now; a translation of one, once added, is checked like the rest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUE_ROOTS = ['frontend/src/lib/i18n/locales', 'backend/src/core/i18n/locales'];
const SOURCE = 'en';
const TRANSLATIONS = ['ms', 'zh-Hans'];
/** The admin area is in English for now (issue 19): its catalogues need no translation until one is added. */
const ENGLISH_ONLY = /^admin(-[a-z-]+)?\.json$/;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** "a.b.c" for every leaf; plural forms count as their base key (Malay and Chinese have only "other"). */
function leaves(value, prefix = '', into = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object') leaves(child, path, into);
    else into.set(path.replace(PLURAL_SUFFIX, ''), child);
  }
  return into;
}

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const problems = [];
let checked = 0;

for (const root of CATALOGUE_ROOTS.map((path) => join(ROOT, path)).filter(existsSync)) {
  for (const file of readdirSync(join(root, SOURCE)).filter((name) => name.endsWith('.json'))) {
    const source = leaves(read(join(root, SOURCE, file)));
    checked += 1;
    for (const language of TRANSLATIONS) {
      const path = join(root, language, file);
      const where = `${path.slice(ROOT.length + 1)}`;
      if (!existsSync(path)) {
        if (ENGLISH_ONLY.test(file)) continue;
        problems.push(`${where}: missing file`);
        continue;
      }
      const translated = leaves(read(path));
      for (const key of source.keys()) if (!translated.has(key)) problems.push(`${where}: missing "${key}"`);
      for (const [key, value] of translated) {
        if (!source.has(key)) problems.push(`${where}: "${key}" is not in English`);
        else if (typeof value !== 'string' || value.trim() === '') problems.push(`${where}: "${key}" is empty`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Locale check: ${checked} catalogues, ${TRANSLATIONS.join(' and ')} have every English key.`);
