import { Global, Injectable, Module } from '@nestjs/common';

/**
 * What a person starting the shop must read, printed after the "is running at" banner so it is the last thing on
 * the screen rather than lost above the start-up lines: the first admin's generated password (auth's
 * FirstAdminService). Printed once by start-process.ts, then forgotten.
 */
@Injectable()
export class StartupNotices {
  private readonly notices: string[] = [];

  add(notice: string): void {
    this.notices.push(notice);
  }

  /** The notices so far, and none after: a password is never kept in memory longer than it takes to print it. */
  takeAll(): string[] {
    return this.notices.splice(0);
  }
}

@Global()
@Module({ providers: [StartupNotices], exports: [StartupNotices] })
export class StartupNoticesModule {}
