import type { EntityManager } from 'typeorm';

/**
 * Serialises a code pool's restocks with the orders that find it short, inside the caller's transaction
 * (released at its commit): an order marked as a backorder is then either seen by the restock's fill job,
 * or sees the restocked codes itself. Lock order everywhere: the order row first, then the pool.
 */
export async function lockCodePool(em: EntityManager, productCode: string): Promise<void> {
  await em.query(`SELECT pg_advisory_xact_lock(hashtext('code-pool:' || $1))`, [productCode]);
}
