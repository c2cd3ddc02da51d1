import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { RentalAccountInput, RentalAccountSecret, RentalAccountView } from '@kedai/contracts';
import { AuditService, type StaffActor } from '../../audit';
import { ApiError } from '../../../core/http/api-error';
import { jobId } from '../../../core/queue/job-catalogue';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { ProductStockService } from '../../catalog';
import { OrderTransitions, OrdersReadModel } from '../../orders';
import type { DeliveredRental } from '../../orders';
import { toDeliveredRental } from '../read/deliveries.read-model';
import { RentalAccount } from '../entities/rental-account.entity';
import { Rental } from '../entities/rental.entity';
import { RentalMails } from './rental-mails';

export const endRentalJobId = (rentalId: string) => jobId('end-rental', rentalId);

export function toRentalAccountView(account: RentalAccount): RentalAccountView {
  return {
    id: account.id,
    productCode: account.productCode,
    gameName: account.gameName,
    username: account.username,
    status: account.status,
    orderId: account.orderId,
    rentedAt: account.rentedAt ? account.rentedAt.toISOString() : null,
    expiresAt: account.expiresAt ? account.expiresAt.toISOString() : null,
    createdAt: account.createdAt.toISOString(),
  };
}

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'rental_account_not_found', 'Rental account not found');

/** The rental-account pool: admin CRUD, lending an account to an order line, ending the rental. */
@Injectable()
export class RentalAccountsService {
  private readonly logger = new Logger(RentalAccountsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly rentalMails: RentalMails,
    private readonly transitions: OrderTransitions,
    private readonly orders: OrdersReadModel,
    private readonly products: ProductStockService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<RentalAccountView[]> {
    const accounts = await this.dataSource
      .getRepository(RentalAccount)
      .find({ order: { productCode: 'ASC', createdAt: 'DESC' } });
    return accounts.map(toRentalAccountView);
  }

  /** The account's password for an admin, read in the transaction of its audit entry. */
  reveal(actor: StaffActor, id: string): Promise<RentalAccountSecret> {
    return this.dataSource.transaction(async (em) => {
      const account = await em.getRepository(RentalAccount).findOneBy({ id });
      if (!account) throw notFound();
      await this.audit.record(
        em,
        actor,
        'rental.revealed',
        { type: 'rental-account', id },
        {
          gameName: account.gameName,
          username: account.username,
          orderId: account.orderId,
        },
      );
      return { id: account.id, username: account.username, password: account.password };
    });
  }

  async create(input: RentalAccountInput): Promise<RentalAccountView> {
    const productCode = await this.productCode(input.productCode, input);
    const repo = this.dataSource.getRepository(RentalAccount);
    const account = await repo.save(
      repo.create({
        productCode,
        gameName: input.gameName.trim(),
        username: input.username.trim(),
        password: input.password,
        loginToken: input.loginToken?.trim() || null,
        status: 'available',
      }),
    );
    return toRentalAccountView(account);
  }

  /** Edits an account; a new password frees an account that was waiting for its password change. */
  async update(id: string, input: RentalAccountInput): Promise<RentalAccountView> {
    const productCode = await this.productCode(input.productCode, input);
    return this.dataSource.transaction(async (em) => {
      const repo = em.getRepository(RentalAccount);
      const account = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw notFound();
      const passwordChanged = input.password !== account.password;
      if (account.status === 'rented' && productCode !== account.productCode) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'rental_account_rented',
          'This account is rented right now; change its product after the rental ends.',
        );
      }
      account.productCode = productCode;
      account.gameName = input.gameName.trim();
      account.username = input.username.trim();
      account.password = input.password;
      account.loginToken = input.loginToken?.trim() || null;
      if (account.status === 'needs-password-change' && passwordChanged) account.status = 'available';
      return toRentalAccountView(await repo.save(account));
    });
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.dataSource.query<{ id: string }[]>(
      `WITH gone AS (DELETE FROM rental_accounts WHERE id = $1 AND status <> 'rented' RETURNING id)
       SELECT id FROM gone`,
      [id],
    );
    if (deleted.length > 0) return;
    if (!(await this.dataSource.getRepository(RentalAccount).existsBy({ id }))) throw notFound();
    throw new ApiError(
      HttpStatus.CONFLICT,
      'rental_account_rented',
      'This account is rented right now; delete it after the rental ends.',
    );
  }

  /**
   * Lends a free account of the product to one unit of an order line, inside the caller's transaction
   * (which holds the order's row lock). The unit's existing rental is returned as is. Null when none is free.
   */
  async rent(
    em: EntityManager,
    line: { orderId: string; orderItemId: string; productCode: string; hours: number; unit: number },
    now: Date,
  ): Promise<DeliveredRental | null> {
    const rentals = em.getRepository(Rental);
    const existing = await rentals.findOneBy({ orderItemId: line.orderItemId, unit: line.unit });
    if (existing) return toDeliveredRental(existing);
    const expiresAt = new Date(now.getTime() + line.hours * 3_600_000);
    const taken = await em.query<{ id: string }[]>(
      `WITH taken AS (
       UPDATE rental_accounts SET status = 'rented', order_id = $1, rented_at = $2, expires_at = $3, updated_at = now()
       WHERE id = (
         SELECT id FROM rental_accounts
         WHERE product_code = $4 AND status = 'available'
         ORDER BY created_at, id
         FOR UPDATE SKIP LOCKED
         LIMIT 1
       )
       RETURNING id
       ) SELECT id FROM taken`,
      [line.orderId, now, expiresAt, line.productCode],
    );
    if (taken.length === 0) return null;
    const account = await em.getRepository(RentalAccount).findOneByOrFail({ id: taken[0].id });
    const rental = await rentals.save(
      rentals.create({
        orderId: line.orderId,
        orderItemId: line.orderItemId,
        unit: line.unit,
        accountId: account.id,
        productCode: line.productCode,
        gameName: account.gameName,
        username: account.username,
        password: account.password,
        loginToken: account.loginToken,
        startsAt: now,
        expiresAt,
      }),
    );
    return toDeliveredRental(rental);
  }

  /** Queues the rental's end at its expiry, in the caller's transaction (deterministic id: one per rental). */
  async scheduleEnd(rental: Pick<DeliveredRental, 'id' | 'expiresAt'>, em: EntityManager): Promise<void> {
    await this.outbox.enqueue(
      em,
      'maintenance',
      'end-rental',
      { rentalId: rental.id },
      { jobId: endRentalJobId(rental.id), delayMs: Math.max(rental.expiresAt.getTime() - Date.now(), 0) },
    );
  }

  /**
   * The end-rental job: at expiry the account waits for a password change, the order's timeline says
   * so, and the customer is told. A rental already ended is left alone; one not yet due is re-queued.
   */
  async endRental(rentalId: string): Promise<'ended' | 'rescheduled' | 'skipped'> {
    const outcome = await this.transitions.run(async (tx) => {
      const { em } = tx;
      const rental = await em
        .getRepository(Rental)
        .findOne({ where: { id: rentalId }, lock: { mode: 'pessimistic_write' } });
      if (!rental || rental.endedAt) return { kind: 'skipped' as const };
      if (rental.expiresAt.getTime() > Date.now()) {
        await this.outbox.enqueue(
          em,
          'maintenance',
          'end-rental',
          { rentalId },
          {
            jobId: jobId('end-rental', rentalId, String(rental.expiresAt.getTime())),
            delayMs: Math.max(rental.expiresAt.getTime() - Date.now(), 0),
          },
        );
        return { kind: 'rescheduled' as const };
      }
      rental.endedAt = new Date();
      await em.getRepository(Rental).update({ id: rental.id }, { endedAt: rental.endedAt });
      await em.query(
        `UPDATE rental_accounts SET status = 'needs-password-change', order_id = NULL, updated_at = now()
         WHERE id = $1 AND order_id = $2`,
        [rental.accountId, rental.orderId],
      );
      await tx.record(rental.orderId, {
        actorType: 'job',
        actorId: null,
        action: 'rental_ended',
        details: { gameName: rental.gameName, accountId: rental.accountId, expiresAt: rental.expiresAt.toISOString() },
        jobId: endRentalJobId(rental.id),
      });
      const order = await this.orders.withItems({ orderId: rental.orderId }, em);
      if (order) await this.rentalMails.ended(rental, order, em);
      return { kind: 'ended' as const, rental };
    });
    this.outbox.kick();
    if (outcome.kind !== 'ended') return outcome.kind;
    const { rental } = outcome;
    this.logger.log(`Rental ${rental.id} of order ${rental.orderId} ended`);
    return 'ended';
  }

  private async productCode(raw: string, input?: RentalAccountInput): Promise<string> {
    if (input && (!input.gameName.trim() || !input.username.trim() || !input.password.trim())) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'rental_account_invalid',
        'Game name, username and password are required',
      );
    }
    const code = raw.trim();
    const product = code ? await this.products.byCode(code) : null;
    if (!product)
      throw new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', `Product not found: ${code.slice(0, 40)}`);
    return product.productCode;
  }
}
