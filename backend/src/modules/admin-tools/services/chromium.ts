import { accessSync, constants } from 'node:fs';

/** The flags the browser tests use (test/playwright.config.ts): headless, no sandbox, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; Kedai never downloads a browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
}

export function chromiumAvailable(path = chromiumPath()): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const chromiumMissingMessage = (path = chromiumPath()) =>
  `No Chromium is installed on the server (looked for ${path}). Install Debian's chromium package or set CHROMIUM_PATH.`;
