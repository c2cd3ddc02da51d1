import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import {
  adminOrderMatches,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrderFilterFacts,
  type AdminOrderFilterInput,
} from '@kedai/contracts';
import { setShopTimeZone } from '../../backend/src/core/format/shop-time';
import { ProductsService } from '../../backend/src/modules/catalog/services/products.service';
import { Order } from '../../backend/src/modules/orders/entities/order.entity';
import { applyAdminOrderFilter } from '../../backend/src/modules/orders/rules/admin-order-filter';
import { placeTestOrder } from '../support/orders';
import { startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(120_000);

const SAMPLE = 8;
const ZONES = ['Asia/Kuala_Lumpur', 'UTC', 'Europe/London'];
/** Days either side of London's clock change (29 March 2026), so a day boundary moves with the zone. */
const FIRST_DAY = Date.UTC(2026, 2, 27);
const DAYS = 5;
const HOUR_MS = 60 * 60 * 1000;
const day = (index: number) => new Date(FIRST_DAY + index * 24 * HOUR_MS).toISOString().slice(0, 10);

/** Short ASCII words with mixed case and the LIKE wildcards, so the searches hit, miss and escape. */
const word = fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'A', '1', ' ', '%', '_', '\\', '.', '@'), maxLength: 6 });

const facts = fc.record({
  customerName: word.map((name) => `N${name}`),
  customerEmail: fc.option(
    word.map((local) => `${local.replace(/\s/g, '')}x@shop.test`),
    { nil: null },
  ),
  status: fc.constantFrom(...ORDER_STATUSES),
  paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
  createdAt: fc.integer({ min: -12, max: DAYS * 24 + 12 }).map((hours) => new Date(FIRST_DAY + hours * HOUR_MS + 1000)),
});

/**
 * The Orders screen's filter is one rule (`adminOrderMatches` in @kedai/contracts): the browser applies it
 * to a live order change, the server states it in SQL to page in the database. For random orders, filters
 * and shop time zones, the real PostgreSQL query and the predicate pick the same orders.
 */
describe('admin order filter: the SQL and the shared predicate agree', () => {
  let app: TestApp;
  let db: DataSource;
  const orderIds: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    const productCode = `AF-${randomUUID().slice(0, 8).toUpperCase()}`;
    await app.app.get(ProductsService).create({
      productCode,
      title: `Filter app ${productCode}`,
      price: 3,
      category: 'Apps (Camera & Filters)',
      stock: 100,
    });
    for (let i = 0; i < SAMPLE; i += 1) orderIds.push(await placeTestOrder(app, [{ productCode, quantity: 1 }]));
  });
  afterAll(async () => {
    setShopTimeZone(undefined);
    await app.close();
  });

  const serverPicks = async (filter: AdminOrderFilterInput) => {
    const builder = db
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.orderId', 'orderId')
      .where('o.orderId IN (:...orderIds)', { orderIds });
    applyAdminOrderFilter(builder, filter);
    const rows = await builder.getRawMany<{ orderId: string }>();
    return rows.map((row) => row.orderId).sort();
  };

  it('picks the same orders for random orders, filters and zones', async () => {
    const filter = (sample: AdminOrderFilterFacts[]) =>
      fc.record({
        search: fc.oneof(
          word,
          // A piece of one order's own text, in another case, so most searches find something.
          fc
            .tuple(fc.nat(sample.length - 1), fc.nat(2), fc.nat(8), fc.nat(6), fc.boolean())
            .map(([index, field, from, length, upper]) => {
              const order = sample[index];
              const text = [order.orderId, order.customerName, order.customerEmail ?? ''][field];
              const piece = text.slice(from, from + length);
              return upper ? ` ${piece.toUpperCase()} ` : piece.toLowerCase();
            }),
        ),
        status: fc.constantFrom('all' as const, '' as const, ...ORDER_STATUSES),
        paymentStatus: fc.constantFrom('all' as const, '' as const, ...PAYMENT_STATUSES),
        from: fc.option(fc.nat(DAYS - 1).map(day), { nil: '' }),
        to: fc.option(fc.nat(DAYS - 1).map(day), { nil: '' }),
      });

    await fc.assert(
      fc.asyncProperty(
        fc.array(facts, { minLength: SAMPLE, maxLength: SAMPLE }).chain((rows) => {
          const sample = rows.map((row, index) => ({ ...row, orderId: orderIds[index] }));
          return fc.tuple(fc.constant(sample), filter(sample), fc.constantFrom(...ZONES));
        }),
        async ([sample, chosen, zone]) => {
          // A range that ends before it starts is a 400 on the server; the property is about real lists.
          fc.pre(!(chosen.from && chosen.to && chosen.to < chosen.from));
          for (const order of sample) {
            await db.query(
              `UPDATE orders SET customer_name = $2, customer_email = $3, status = $4, payment_status = $5, created_at = $6
                WHERE order_id = $1`,
              [
                order.orderId,
                order.customerName,
                order.customerEmail,
                order.status,
                order.paymentStatus,
                order.createdAt,
              ],
            );
          }
          setShopTimeZone(zone);
          const expected = sample
            .filter((order) => adminOrderMatches(order, chosen, zone))
            .map((order) => order.orderId)
            .sort();
          expect(await serverPicks(chosen)).toEqual(expected);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('does not search the account name: the list and a live change agree on that too', () => {
    const order: AdminOrderFilterFacts = {
      orderId: '2611241200ABCDE',
      customerName: 'Guest buyer',
      customerEmail: 'guest@shop.test',
      status: 'paid',
      paymentStatus: 'paid',
      createdAt: '2026-11-24T00:00:00Z',
    };
    const withAccount = { ...order, userName: 'Account Holder' };
    expect(adminOrderMatches(withAccount, { search: 'holder' }, 'Asia/Kuala_Lumpur')).toBe(false);
    expect(adminOrderMatches(withAccount, { search: 'GUEST' }, 'Asia/Kuala_Lumpur')).toBe(true);
  });
});
