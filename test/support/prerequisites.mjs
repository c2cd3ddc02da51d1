#!/usr/bin/env node
/**
 * `npm test`'s first step (the `pretest` script): the programs the tests run besides Node, installed the way
 * `npm start` installs redis-server (backend/src/core/infra/redis.ts) when they are missing: with apt-get as root on
 * Debian or Ubuntu (or through sudo when it needs no password), saying what it installs. Otherwise one message naming
 * the packages, and npm test stops. When everything is there it only looks at three paths.
 *
 * - chromium (+ fonts-liberation): the browser tests (CHROMIUM_PATH, default /usr/bin/chromium; no browser is ever
 *   downloaded);
 * - redis-server: the attack suite's Redis-down test starts and kills one of its own;
 * - nginx: the scale test puts Debian's nginx in front of two APIs (NGINX_PATH, default /usr/sbin/nginx).
 * KEDAI_SKIP_PREREQUISITES=1 skips the check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
const missing = [
  !executable(chromium) && { packages: ['chromium', 'fonts-liberation'], why: `the browser tests (${chromium})` },
  !onPath('redis-server') && { packages: ['redis-server'], why: 'the Redis-down attack test (redis-server on PATH)' },
  !executable(nginx) && { packages: ['nginx'], why: `the scale test (${nginx})` },
].filter(Boolean);

if (missing.length === 0 || process.env.KEDAI_SKIP_PREREQUISITES === '1') process.exit(0);

const packages = missing.flatMap((item) => item.packages);
const reasons = missing.map((item) => `  - ${item.packages.join(' ')}: ${item.why}`).join('\n');
const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
const ubuntu = /^ID=ubuntu$/m.test(osRelease);
const isRoot = process.getuid?.() === 0;
const sudo = !isRoot && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;

function refuse(how) {
  console.error(
    `\nnpm test needs programs this machine lacks:\n${reasons}\n${how}\n` +
      'Or point CHROMIUM_PATH / NGINX_PATH at your own binaries (README, "Prerequisites").\n',
  );
  process.exit(1);
}

// Ubuntu ships Chromium only as a snap, which apt-get cannot install non-interactively (nor run in a container).
if (ubuntu && packages.includes('chromium')) {
  refuse(
    `Install them with: sudo apt-get install -y ${packages.filter((name) => name !== 'chromium').join(' ')} && ` +
      'sudo snap install chromium, then set CHROMIUM_PATH=/snap/bin/chromium.',
  );
}
if (!onPath('apt-get')) refuse(`Install the packages ${packages.join(', ')} with your system's package manager.`);
if (!isRoot && !sudo) refuse(`Install them with: sudo apt-get install -y ${packages.join(' ')}`);

console.log(`npm test: installing ${packages.join(', ')} with apt-get, for:\n${reasons}`);
const run = (args) =>
  execFileSync(isRoot ? args[0] : 'sudo', isRoot ? args.slice(1) : ['-n', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
} catch {
  refuse(`apt-get could not install them. Install them with: sudo apt-get install -y ${packages.join(' ')}`);
}
if (!executable(chromium) || !onPath('redis-server') || !executable(nginx)) {
  refuse(
    'apt-get installed the packages, but the paths above still do not answer: check CHROMIUM_PATH and NGINX_PATH.',
  );
}
