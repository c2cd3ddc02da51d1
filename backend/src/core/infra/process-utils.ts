import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export function findOnPath(binary: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

export function isRunningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type InfraLog = (message: string) => void;

/** Raised when the machine lacks something Kedai needs; the message tells the person how to fix it. */
export class InfrastructureError extends Error {}
