import type { FindOptionsWhere, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { MessageDeliveryStatus } from '@kedai/contracts';
import { deliveryMoves } from '../../chat';

/** What Meta's status webhook says of a message. */
export type ReportedStatus = 'sent' | 'delivered' | 'read' | 'failed';

/**
 * A status webhook for one of the template messages this module sends (order updates, back-in-stock alerts),
 * applied as chat's messages apply theirs (deliveryMoves: forward only, a failure only before delivery). The
 * move is a compare-and-set on the status read, so two webhooks racing cannot move a message back. A failure goes
 * through the owner's `fail`, which keeps the reason (and may fall back to e-mail). False when the id is not one
 * of `rows`'.
 */
export async function applyTemplateStatus<Row extends { id: string; status: MessageDeliveryStatus }>(
  rows: Repository<Row>,
  providerMessageId: string,
  status: ReportedStatus,
  reason: string | null,
  fail: (id: string, reason: string) => Promise<void>,
): Promise<boolean> {
  const row = await rows.findOneBy({ providerMessageId } as unknown as FindOptionsWhere<Row>);
  if (!row) return false;
  if (!deliveryMoves(row.status, status)) return true;
  if (status === 'failed') await fail(row.id, reason ?? 'Not delivered');
  else {
    const moved = { status } as unknown as QueryDeepPartialEntity<Row>;
    await rows.update({ id: row.id, status: row.status } as FindOptionsWhere<Row>, moved);
  }
  return true;
}
