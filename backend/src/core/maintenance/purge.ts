import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CleanupAction } from '@kedai/contracts';

/** A database cleanup of the admin's maintenance screen (every action but the orphaned uploads). */
export type RowCleanup = Exclude<CleanupAction, 'orphaned-uploads'>;

/**
 * One module's part of a cleanup: it counts and deletes rows of its own tables only. Each module registers
 * its handlers in the PurgeRegistry; the maintenance screen (admin-tools) runs them and knows no table.
 */
export interface PurgeHandler {
  readonly action: RowCleanup;
  /** How many rows the purge would remove now, by table, of rows older than `cutoff`. */
  count(cutoff: Date, em: EntityManager): Promise<Record<string, number>>;
  /** Removes them in the caller's transaction; how many, by table. */
  purge(cutoff: Date, em: EntityManager): Promise<Record<string, number>>;
}

/** Gives the text of every row of a module that may name an uploaded file (storage keys, JSON with keys). */
export type FileReferences = (em: EntityManager) => Promise<string[]>;

/** Where modules register their purge handlers and the uploaded files their rows refer to. */
@Injectable()
export class PurgeRegistry {
  private readonly handlers: PurgeHandler[] = [];
  private readonly references: FileReferences[] = [];

  register(handler: PurgeHandler): void {
    this.handlers.push(handler);
  }

  registerFileReferences(source: FileReferences): void {
    this.references.push(source);
  }

  handlersFor(action: RowCleanup): PurgeHandler[] {
    return this.handlers.filter((handler) => handler.action === action);
  }

  /** Every registered module's references, as one text to search file names in. */
  async referencedFiles(em: EntityManager): Promise<string> {
    const parts = await Promise.all(this.references.map((source) => source(em)));
    return parts.flat().join('\n');
  }
}

/**
 * The common purge: one table's rows that match `condition` ($1 is the cut-off), counted and deleted with the same
 * condition, so a dry run counts what the job then removes. The owning module names its own table.
 */
export function tablePurge(action: RowCleanup, table: string, condition: string): PurgeHandler {
  return {
    action,
    count: async (cutoff, em) => {
      const [row] = await em.query<{ count: string }[]>(`SELECT count(*) AS count FROM ${table} WHERE ${condition}`, [
        cutoff,
      ]);
      return { [table]: Number(row?.count ?? 0) };
    },
    purge: async (cutoff, em) => {
      const [, removed] = await em.query<[unknown, number]>(`DELETE FROM ${table} WHERE ${condition}`, [cutoff]);
      return { [table]: Number(removed) };
    },
  };
}
