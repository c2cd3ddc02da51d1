#!/usr/bin/env node
/**
 * Prerenders the storefront's first screens into HTML after `vite build` (npm run build): the header,
 * footer and tab bar, and home's hero, in each language, so the phone paints them with the HTML instead
 * of after the scripts have downloaded and run. main.tsx then renders the live app over it in one commit.
 * Writes dist/prerendered/<page>.<language>.html (index.html with the markup, the page's `lang`, and the
 * screen's own script and styles named up front); the server picks one by address and language.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'dist');
const ssrOut = resolve(root, 'node_modules/.cache/kedai-prerender');

/** Each page's screen module in the client build: its chunk and styles go into the page's head. */
const SCREENS = { home: 'src/routes/home.tsx', products: 'src/routes/products.tsx', product: 'src/routes/product.tsx' };

await build({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
});
const { renderPage, PRERENDERED_PAGES, PRERENDERED_LANGUAGES } = await import(
  pathToFileURL(resolve(ssrOut, 'render-page.js')).href
);

const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(resolve(dist, 'index.html'), 'utf8');

const styleSheet = (file) => readFileSync(resolve(dist, file), 'utf8');
const inlineStyle = (file) => `<style data-from="/${file}">${styleSheet(file)}</style>`;

/**
 * The screen's chunk, fetched with the shell's scripts instead of after them, and its styles with those
 * of the chunks it imports (not the shell's, already there). Home's prerendered hero needs its styles
 * before the first paint: inlined, like the shell's, so the paint waits for no other request. The other
 * pages' screens render after the scripts: their styles are only fetched early.
 */
function headOf(page) {
  const styles = new Set();
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) styles.add(css);
    for (const next of manifest[key].imports ?? []) visit(next, seen);
  };
  visit(SCREENS[page]);
  return [
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[SCREENS[page]].file}">`,
    ...[...styles].map((css) =>
      page === 'home' ? inlineStyle(css) : `<link rel="preload" as="style" crossorigin href="/${css}">`,
    ),
  ].join('\n    ');
}

const titleOf = (markup) => /<title>([^<]*)<\/title>/.exec(markup)?.[1];

rmSync(resolve(dist, 'prerendered'), { recursive: true, force: true });
mkdirSync(resolve(dist, 'prerendered'));
for (const language of PRERENDERED_LANGUAGES) {
  for (const page of PRERENDERED_PAGES) {
    let markup = await renderPage(page, language);
    const title = titleOf(markup);
    markup = markup.replace(/<title>[^<]*<\/title>/g, '');
    let html = template
      // The page paints without the scripts: they need not go before the first screen's data and
      // pictures (Chrome would fetch them at high priority, as if the paint waited for them).
      .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin')
      // The shell's own stylesheet, inlined: the first paint needs it and nothing else.
      .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (_, file) => inlineStyle(file))
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace('</head>', `  ${headOf(page)}\n  </head>`)
      // inert: the prerendered controls do nothing until the app has replaced them.
      .replace('<div id="root"></div>', `<div id="root"><div class="prerendered" inert>${markup}</div></div>`);
    if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    writeFileSync(resolve(dist, 'prerendered', `${page}.${language}.html`), html);
  }
}
console.log(`prerender: ${PRERENDERED_PAGES.length} pages in ${PRERENDERED_LANGUAGES.length} languages`);
