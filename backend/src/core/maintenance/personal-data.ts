import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Whose data: the account (when there is one) and the e-mail address (lower case) its data is filed under. */
export interface DataSubject {
  userId: string | null;
  email: string;
  /** The ids of the subject's orders (the account's and the address's), read once by the runner for modules that
   * file data by order (WhatsApp updates, the payment ledger) without reading the orders table themselves. */
  orderIds: string[];
}

/** A file of the subject's own (a receipt, a chat attachment), copied into the archive under `path`. */
export interface ExportedFile {
  path: string;
  storageKey: string;
}

/** One module's part of a data export: JSON documents by name (e.g. `orders.json`) and stored files. */
export interface PersonalDataExport {
  documents: Record<string, unknown>;
  files?: ExportedFile[];
}

/** What an erasure did, by table (rows deleted or anonymised), and the storage keys to delete after the commit. */
export interface PersonalDataErasure {
  parts: Record<string, number>;
  files?: string[];
}

/**
 * One module's part of the customer's data rights (docs/product/privacy.md#your-data): it exports the subject's
 * data from its own tables, and erases or anonymises it in the caller's transaction. What the law asks the shop
 * to keep (an order's totals and invoice number, the payment ledger) is anonymised, not deleted. Modules register
 * it on init, as they do their RetentionPurges; the privacy module runs them.
 */
export interface PersonalData {
  /** A short name: the archive's folder for this part and the erasure report's key. */
  readonly name: string;
  export(subject: DataSubject, em: EntityManager): Promise<PersonalDataExport>;
  erase(subject: DataSubject, em: EntityManager): Promise<PersonalDataErasure>;
}

/** The name an erased account goes by wherever a name must remain (an order, a review). */
export const ERASED_NAME = 'Deleted customer';

/** The address an erased account or request is left with: unique per id, and no mailbox (`.invalid`, RFC 2606). */
export const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;

/** Where modules register their part of the personal data. */
@Injectable()
export class PersonalDataRegistry {
  private readonly parts: PersonalData[] = [];

  register(part: PersonalData): void {
    if (this.parts.some((known) => known.name === part.name)) return;
    this.parts.push(part);
  }

  all(): PersonalData[] {
    return [...this.parts].sort((a, b) => a.name.localeCompare(b.name));
  }
}
