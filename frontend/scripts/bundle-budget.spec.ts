import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./bundle-budget.mjs', import.meta.url));

/** A built storefront whose first download is an entry of 3 KiB and a preload of 2 KiB (random: gzip keeps it). */
const dist = mkdtempSync(join(tmpdir(), 'kedai-budget-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-abc12345.js'), randomBytes(3072));
writeFileSync(join(dist, 'assets', 'vendor-def67890.js'), randomBytes(2048));
writeFileSync(join(dist, 'assets', 'admin-later999.js'), randomBytes(50_000));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc12345.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-def67890.js"></head><body></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, `--dist=${dist}`, ...args], { encoding: 'utf8' });

describe('bundle budget script', () => {
  it('passes when the initial JS (entry + modulepreloads, not lazy chunks) is within the budget', () => {
    const result = run('--budget-kib=6');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/initial storefront JS 5\.\d KiB gzip, within the budget of 6 KiB/);
    expect(result.stdout).not.toContain('admin-later999.js');
  });

  it('exits non-zero when the initial JS is over the budget', () => {
    const result = run('--budget-kib=4');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('OVER the budget of 4 KiB');
  });

  it('exits non-zero when there is no build to measure', () => {
    const result = spawnSync(process.execPath, [script, `--dist=${join(dist, 'missing')}`], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('build the frontend first');
  });
});
