import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import {
  discountErrorCode,
  normaliseDiscountCode,
  zonedDayKey,
  type DiscountCodeView,
  type DiscountRefusal,
} from '@kedai/contracts';
import { isUniqueViolation } from '../../../core/database/sql-values';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, changedFields, type StaffActor } from '../../audit';
import { SettingsService } from '../../settings';
import { DiscountCode } from '../entities/discount-code.entity';
import { DiscountRedemption } from '../entities/discount-redemption.entity';
import { validateDiscountInput, type ValidDiscountInput } from '../rules/discount-input';
import { evaluateDiscount, REFUSAL_MESSAGES, type DiscountLine } from '../rules/discount-rules';

/** A code priced for a cart: what it takes off in all and from each line (RM, the lines' order). */
export interface PricedDiscount {
  codeId: string;
  code: string;
  amount: number;
  allocations: number[];
}

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'discount_not_found', 'Discount code not found');
const duplicate = () =>
  new ApiError(HttpStatus.CONFLICT, 'discount_duplicate', 'A discount code with this name exists');

/**
 * The refusal a shopper reads: the reason in English, its code and variable parts for the storefront's words.
 * 400, except `changed` (the code's amount moved since the quote): 409 like any other stale total.
 */
export const discountRefused = (reason: DiscountRefusal, params: Record<string, string | number> = {}) =>
  new ApiError(
    reason === 'changed' ? HttpStatus.CONFLICT : HttpStatus.BAD_REQUEST,
    discountErrorCode(reason),
    REFUSAL_MESSAGES[reason](params),
    undefined,
    params,
  );

/**
 * Discount codes: the admin's list and edits (each an audit entry), and the code a shopper applies — priced for the
 * quote without locks, and in the order's transaction under the code's row lock, so its uses are counted exactly.
 */
@Injectable()
export class DiscountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(DiscountCode) private readonly codes: Repository<DiscountCode>,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<DiscountCodeView[]> {
    const [codes, timeZone] = await Promise.all([
      this.codes.find({ order: { active: 'DESC', createdAt: 'DESC' } }),
      this.settings.timeZone(),
    ]);
    return codes.map((code) => toView(code, timeZone));
  }

  async create(actor: StaffActor, raw: unknown): Promise<DiscountCodeView> {
    const timeZone = await this.settings.timeZone();
    const input = this.valid(raw, timeZone);
    try {
      const saved = await this.dataSource.transaction(async (em) => {
        const code = await em.getRepository(DiscountCode).save(em.getRepository(DiscountCode).create(input));
        await this.audit.record(em, actor, 'discount.created', { type: 'discount', id: code.code }, summaryOf(input));
        return code;
      });
      return toView(saved, timeZone);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async update(actor: StaffActor, id: string, raw: unknown): Promise<DiscountCodeView> {
    const timeZone = await this.settings.timeZone();
    const input = this.valid(raw, timeZone);
    try {
      const saved = await this.dataSource.transaction(async (em) => {
        const repo = em.getRepository(DiscountCode);
        const code = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!code) throw notFound();
        if (input.usageLimit !== null && input.usageLimit < code.usedCount) {
          throw new ApiError(
            HttpStatus.BAD_REQUEST,
            'discount_limit_below_used',
            `This code is already used ${code.usedCount} times: the usage limit cannot be lower.`,
            [{ field: 'usageLimit', messages: [`At least ${code.usedCount}.`] }],
          );
        }
        const before = summaryOf(code);
        Object.assign(code, input);
        const changes = changedFields(before, summaryOf(input));
        if (Object.keys(changes).length === 0) return code;
        const stored = await repo.save(code);
        const action = before.active && !input.active ? 'discount.deactivated' : 'discount.changed';
        await this.audit.record(em, actor, action, { type: 'discount', id: stored.code }, changes);
        return stored;
      });
      return toView(saved, timeZone);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  /** Turns a code off (it stays listed with its uses); already off: nothing changes, nothing is logged. */
  async deactivate(actor: StaffActor, id: string): Promise<DiscountCodeView> {
    const timeZone = await this.settings.timeZone();
    const saved = await this.dataSource.transaction(async (em) => {
      const repo = em.getRepository(DiscountCode);
      const code = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!code) throw notFound();
      if (!code.active) return code;
      code.active = false;
      const stored = await repo.save(code);
      await this.audit.record(
        em,
        actor,
        'discount.deactivated',
        { type: 'discount', id: code.code },
        {
          active: { from: true, to: false },
        },
      );
      return stored;
    });
    return toView(saved, timeZone);
  }

  /**
   * The quote's price of `rawCode` on these lines, read without locks; the per-customer limit only when the
   * customer is known (a signed-in shopper). Refuses with the reason (400).
   */
  async preview(rawCode: string, lines: DiscountLine[], customerKey: string | null): Promise<PricedDiscount> {
    return this.price(this.dataSource.manager, rawCode, lines, customerKey, false);
  }

  /** The code priced in the order's transaction, without a lock (confirmUse checks it again under the lock). */
  priceIn(em: EntityManager, rawCode: string, lines: DiscountLine[], customerKey: string): Promise<PricedDiscount> {
    return this.price(em, rawCode, lines, customerKey, false);
  }

  /**
   * The order's last step: locks the code's row, checks it again (limits, dates, the customer's uses) and counts the
   * use. An amount different from the one the order was priced with refuses it (`changed`), never a silent total.
   */
  async confirmUse(
    em: EntityManager,
    priced: PricedDiscount,
    lines: DiscountLine[],
    orderId: string,
    customerKey: string,
  ): Promise<void> {
    const locked = await this.price(em, priced.code, lines, customerKey, true);
    if (Math.round(locked.amount * 100) !== Math.round(priced.amount * 100)) throw discountRefused('changed');
    await this.recordUse(em, locked, orderId, customerKey);
  }

  /**
   * In the order's transaction (`em`): locks the code's row, checks it against these lines and the customer's uses,
   * and prices it. The lock is held to the commit, so concurrent orders with the code are counted one at a time.
   * Call `recordUse` with the new order's id in the same transaction.
   */
  lockAndPrice(
    em: EntityManager,
    rawCode: string,
    lines: DiscountLine[],
    customerKey: string,
  ): Promise<PricedDiscount> {
    return this.price(em, rawCode, lines, customerKey, true);
  }

  /** The order's use of the code, counted (under the lock `lockAndPrice` took). */
  async recordUse(em: EntityManager, priced: PricedDiscount, orderId: string, customerKey: string): Promise<void> {
    // The WHERE repeats the limit: even a caller that forgot the lock cannot count beyond it.
    // A CTE, so the driver answers with the rows (a bare UPDATE … RETURNING answers [rows, count]).
    const counted = await em.query<{ id: string }[]>(
      `WITH counted AS (
         UPDATE discount_codes SET used_count = used_count + 1
          WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING id
       ) SELECT id FROM counted`,
      [priced.codeId],
    );
    if (counted.length === 0) throw discountRefused('used_up');
    await em.getRepository(DiscountRedemption).insert({
      codeId: priced.codeId,
      orderId,
      customerKey,
      amount: priced.amount,
    });
  }

  /**
   * Gives a cancelled unpaid order's use back, exactly once (the redemption's releasedAt is claimed by one UPDATE).
   * Call in the transaction that cancels the order. Returns whether a use was given back now.
   */
  async releaseUse(em: EntityManager, orderId: string): Promise<boolean> {
    const released = await em.query<{ code_id: string }[]>(
      `WITH released AS (
         UPDATE discount_redemptions SET released_at = now()
          WHERE order_id = $1 AND released_at IS NULL RETURNING code_id
       ) SELECT code_id FROM released`,
      [orderId],
    );
    if (released.length === 0) return false;
    await em.query(`UPDATE discount_codes SET used_count = GREATEST(used_count - 1, 0) WHERE id = $1`, [
      released[0].code_id,
    ]);
    return true;
  }

  private async price(
    em: EntityManager,
    rawCode: string,
    lines: DiscountLine[],
    customerKey: string | null,
    lock: boolean,
  ): Promise<PricedDiscount> {
    const code = normaliseDiscountCode(rawCode);
    if (!code) throw discountRefused('unknown');
    const row = await em.getRepository(DiscountCode).findOne({
      where: { code },
      ...(lock && { lock: { mode: 'pessimistic_write' as const } }),
    });
    if (!row) throw discountRefused('unknown');
    const byCustomer = customerKey === null ? null : await this.usesBy(em, row.id, customerKey);
    const outcome = evaluateDiscount(row, lines, new Date(), { used: row.usedCount, byCustomer });
    if (!outcome.ok) {
      const params = { ...outcome.params };
      if (outcome.reason === 'not_started' && row.startsAt) {
        params.startsOn = zonedDayKey(row.startsAt, await this.settings.timeZone());
      }
      throw discountRefused(outcome.reason, params);
    }
    return { codeId: row.id, code: row.code, amount: outcome.amount, allocations: outcome.allocations };
  }

  /** The customer's uses of the code that still count (not given back). */
  private async usesBy(em: EntityManager, codeId: string, customerKey: string): Promise<number> {
    const [row] = await em.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM discount_redemptions WHERE code_id = $1 AND customer_key = $2 AND released_at IS NULL`,
      [codeId, customerKey],
    );
    return Number(row.n);
  }

  private valid(raw: unknown, timeZone: string): ValidDiscountInput {
    const checked = validateDiscountInput(raw, timeZone);
    if (!checked.ok) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'discount_invalid',
        checked.errors.map((error) => error.messages[0]).join(' '),
        checked.errors,
      );
    }
    return checked.input;
  }
}

/** What an audit entry keeps of a code (dates as ISO strings, so a change compares equal when it is). */
function summaryOf(code: ValidDiscountInput | DiscountCode): Record<string, unknown> {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    minimumSpend: code.minimumSpend,
    productIds: [...code.productIds].sort().join(','),
    categories: [...code.categories].sort().join(','),
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    usageLimit: code.usageLimit,
    perCustomerLimit: code.perCustomerLimit,
    active: code.active,
  };
}

function toView(code: DiscountCode, timeZone: string): DiscountCodeView {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    minimumSpend: code.minimumSpend,
    productIds: code.productIds,
    categories: code.categories,
    startsOn: code.startsAt ? zonedDayKey(code.startsAt, timeZone) : null,
    // endsAt is the start of the day after the last one.
    endsOn: code.endsAt ? zonedDayKey(new Date(code.endsAt.getTime() - 1), timeZone) : null,
    usageLimit: code.usageLimit,
    perCustomerLimit: code.perCustomerLimit,
    used: code.usedCount,
    active: code.active,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}
