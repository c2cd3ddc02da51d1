import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Whether this process is draining: it got SIGTERM and keeps serving while readiness answers 503, so a load
 * balancer takes it out of rotation before its listener closes (start-process.ts, docs/ops.md "Stopping").
 */
@Injectable()
export class DrainState {
  private startedAt: number | null = null;

  get draining(): boolean {
    return this.startedAt !== null;
  }

  /** Since when (epoch ms), or null while serving normally. */
  get since(): number | null {
    return this.startedAt;
  }

  start(): void {
    this.startedAt ??= Date.now();
  }
}

@Global()
@Module({ providers: [DrainState], exports: [DrainState] })
export class LifecycleModule {}
