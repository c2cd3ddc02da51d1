import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RetentionKind } from '@kedai/contracts';

/** What a retention purge removed (or would remove): rows or values by table, and files to delete after commit. */
export interface RetentionOutcome {
  parts: Record<string, number>;
  /** Storage keys no row names any more: deleted by the runner after the commit (a crash leaves an orphan file,
   * which the orphaned-uploads cleanup removes; never a row naming a missing file). */
  files?: string[];
}

/**
 * One module's part of data retention (Settings → Data retention): it counts and erases the data of one kind
 * older than the cut-off, in its own tables only. Modules register it on init; the privacy module runs them.
 */
export interface RetentionPurge {
  readonly kind: RetentionKind;
  count(cutoff: Date, em: EntityManager): Promise<Record<string, number>>;
  /** Erases in the caller's transaction. */
  purge(cutoff: Date, em: EntityManager): Promise<RetentionOutcome>;
}

/** Where modules register their retention purges. */
@Injectable()
export class RetentionRegistry {
  private readonly purges: RetentionPurge[] = [];

  register(purge: RetentionPurge): void {
    this.purges.push(purge);
  }

  purgesFor(kind: RetentionKind): RetentionPurge[] {
    return this.purges.filter((purge) => purge.kind === kind);
  }
}
