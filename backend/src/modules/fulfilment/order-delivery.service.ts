import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RENTAL_CATEGORY } from '../catalog/catalog.constants';
import type { OrderRecord } from '../orders/order-record';
import { rentalHoursOf } from './activation-code-generator';
import { CodePoolService } from './code-pool.service';
import type { DeliveredRental } from './deliveries.read-model';
import type { ActivationCode } from './entities/activation-code.entity';
import { outOfAccountsMessage, outOfCodesMessage } from './fulfilment.constants';
import { RentalAccountsService } from './rental-accounts.service';

const DEFAULT_RENTAL_HOURS = 24;

/** A delivery that cannot be completed; its transaction is rolled back so nothing is half-done. */
export class OutOfStock extends Error {}

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
  ) {}

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
          if (!rental) throw new OutOfStock(outOfAccountsMessage(item.title, item.quantity));
          delivered.rentals.push(rental);
        }
      } else {
        const codes = await this.codes.take(em, { ...line, quantity: item.quantity });
        if (!codes) throw new OutOfStock(outOfCodesMessage(item.title, item.quantity));
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
