import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RENTAL_CATEGORY } from '../../catalog/catalog.constants';
import type { OrderRecord } from '../../orders/read/order-record';
import { rentalHoursOf } from '../rules/activation-code-generator';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { CodePoolService, fillBackordersJobId } from './code-pool.service';
import type { DeliveredRental } from '../read/deliveries.read-model';
import type { ActivationCode } from '../entities/activation-code.entity';
import { outOfAccountsMessage, outOfCodesMessage } from '../fulfilment.constants';
import { lockCodePool } from './pool-lock';
import { RentalAccountsService } from './rental-accounts.service';

const DEFAULT_RENTAL_HOURS = 24;

/** A delivery that cannot be completed; its transaction is rolled back so nothing is half-done. */
export class OutOfStock extends Error {
  constructor(
    message: string,
    /** The short pool: codes of a product (a backorder, filled on restock) or its rental accounts. */
    readonly shortage: { kind: 'codes' | 'rentals'; productCode: string; needed: number },
  ) {
    super(message);
  }
}

export interface Delivered {
  codes: Pick<ActivationCode, 'code' | 'productCode' | 'orderItemId' | 'unit'>[];
  rentals: DeliveredRental[];
}

/** Hands an order its goods: one code per unit of a non-rental line, one account per unit of a rental line. */
@Injectable()
export class OrderDeliveryService {
  constructor(
    private readonly codes: CodePoolService,
    private readonly rentals: RentalAccountsService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * The order (row locked by the caller) is short of a product's codes and waits as a backorder. Under the
   * pool's lock: when the pool now holds enough unsold codes (a restock committed meanwhile, or codes that
   * another delivery had locked and let go), a fill job is queued with this change, so no backorder is left
   * waiting beside codes.
   */
  async holdForStock(em: EntityManager, orderId: string, shortage: OutOfStock['shortage']): Promise<void> {
    await lockCodePool(em, shortage.productCode);
    if ((await this.codes.unsoldCount(em, shortage.productCode)) < shortage.needed) return;
    await this.outbox.enqueue(
      em,
      'fulfilment',
      'fill-backorders',
      { productCode: shortage.productCode },
      { jobId: fillBackordersJobId(shortage.productCode, `${orderId}.${Date.now()}`) },
    );
  }

  /**
   * Inside the order's transaction (which holds its row lock); any shortage throws OutOfStock, so the
   * whole delivery rolls back: every unit of every line, or nothing.
   */
  async deliver(em: EntityManager, order: OrderRecord, now: Date): Promise<Delivered> {
    const delivered: Delivered = { codes: [], rentals: [] };
    for (const item of order.items) {
      const line = { orderId: order.orderId, orderItemId: item.id, productCode: item.productCode };
      if (item.category === RENTAL_CATEGORY) {
        const hours = rentalHoursOf(item.optionValue) ?? DEFAULT_RENTAL_HOURS;
        for (let unit = 1; unit <= item.quantity; unit += 1) {
          const rental = await this.rentals.rent(em, { ...line, hours, unit }, now);
          if (!rental) {
            throw new OutOfStock(outOfAccountsMessage(item.title, item.quantity), {
              kind: 'rentals',
              productCode: item.productCode,
              needed: item.quantity,
            });
          }
          delivered.rentals.push(rental);
        }
      } else {
        const codes = await this.codes.take(em, { ...line, quantity: item.quantity });
        if (!codes) {
          throw new OutOfStock(outOfCodesMessage(item.title, item.quantity), {
            kind: 'codes',
            productCode: item.productCode,
            needed: item.quantity,
          });
        }
        delivered.codes.push(...codes);
      }
    }
    return delivered;
  }

  /** In the delivery's transaction: each rental's end is queued for its expiry (through the outbox). */
  async scheduleEnds(delivered: Delivered, em: EntityManager): Promise<void> {
    for (const rental of delivered.rentals) await this.rentals.scheduleEnd(rental, em);
  }
}
