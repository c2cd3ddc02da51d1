import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AfterQueryEvent,
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { CatalogVersionService } from './catalog-version.service';

/** A statement that writes the products table (TypeORM's own, or raw SQL such as the stock decrements). */
const WRITES_PRODUCTS = /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?products"?[\s(]/i;

/** Whether a statement writes products; exported for its unit spec. */
export function writesProducts(sql: string): boolean {
  return sql.includes('products') && WRITES_PRODUCTS.test(sql);
}

/**
 * Bumps the catalogue version after any write to `products` is committed, whoever makes it (Product
 * Management, checkout's stock, reviews' rating, a cancelled order's stock coming back, the seed): it watches
 * every statement TypeORM runs, so a new writer is covered without remembering to call anything. Inside a
 * transaction the bump waits for the commit (and is dropped on rollback); the writer's call returns only
 * after it, so the next catalogue request anywhere sees the change.
 */
@Injectable()
export class CatalogChangeSubscriber implements EntitySubscriberInterface {
  private readonly dirty = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly version: CatalogVersionService,
  ) {
    dataSource.subscribers.push(this);
  }

  async afterQuery(event: AfterQueryEvent<unknown>): Promise<void> {
    if (!event.success || !writesProducts(event.query)) return;
    if (event.queryRunner.isTransactionActive) this.dirty.add(event.queryRunner);
    else await this.version.bump();
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    if (event.queryRunner.isTransactionActive || !this.dirty.has(event.queryRunner)) return;
    this.dirty.delete(event.queryRunner);
    await this.version.bump();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.dirty.delete(event.queryRunner);
  }
}
