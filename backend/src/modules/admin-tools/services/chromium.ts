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

/** Whether the Chromium at `path` (adminToolsConfig: Debian's unless CHROMIUM_PATH) can run; Kedai never downloads one. */
export function chromiumAvailable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const chromiumMissingMessage = (path: string) =>
  `No Chromium is installed on the server (looked for ${path}). Install Debian's chromium package or set CHROMIUM_PATH.`;
