import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import {
  DEFAULT_CODE_WARNING_LEVEL,
  type ActivationCodeView,
  type AddCodesResult,
  type CodePoolSettingRequest,
  type CodePoolSummary,
} from '@kedai/contracts';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../core/http/api-error';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { jobId } from '../../../core/queue/job-catalogue';
import { RENTAL_CATEGORY, ProductStockService } from '../../catalog';
import { OrdersReadModel } from '../../orders';
import { generateActivationCode, parseCodes } from '../rules/activation-code-generator';
import { ActivationCode } from '../entities/activation-code.entity';
import { CodePoolSetting } from '../entities/code-pool-setting.entity';
import { MAX_CODE_LENGTH, MAX_CODES_PER_UPLOAD } from '../fulfilment.constants';
import { lockCodePool } from './pool-lock';
import { AuditService, maskedCode, type StaffActor } from '../../audit';

/** One fill job per restock (or per re-check that found codes): the id is written once, with the change. */
export const fillBackordersJobId = (productCode: string, cause: string) =>
  jobId('fill-backorders', productCode.replace(/:/g, '_'), cause);

export type CodeListFilter = 'unsold' | 'sold' | 'all';

const GENERATE_ATTEMPTS = 5;

export function toActivationCodeView(code: ActivationCode): ActivationCodeView {
  return {
    id: code.id,
    productCode: code.productCode,
    code: code.code,
    isUsed: code.orderItemId !== null,
    orderId: code.orderId,
    usedAt: code.usedAt ? code.usedAt.toISOString() : null,
    burnedAt: code.burnedAt ? code.burnedAt.toISOString() : null,
    createdAt: code.createdAt.toISOString(),
  };
}

/** Activation-code pools per product: added by paste or CSV, listed sold and unsold, taken atomically. */
@Injectable()
export class CodePoolService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductStockService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly orders: OrdersReadModel,
  ) {}

  /** Unsold codes of the pool, as this transaction sees them now. */
  async unsoldCount(em: EntityManager, productCode: string): Promise<number> {
    const [row] = await em.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM activation_codes WHERE product_code = $1 AND order_item_id IS NULL`,
      [productCode],
    );
    return row.n;
  }

  async summaries(): Promise<CodePoolSummary[]> {
    const [products, pools, backorders] = await Promise.all([
      this.products.listAll(),
      this.dataSource.query<
        { product_code: string; unsold: number; sold: number; allow: boolean | null; warning_level: number | null }[]
      >(
        `SELECT p.product_code,
                count(c.id) FILTER (WHERE c.order_item_id IS NULL)::int AS unsold,
                count(c.id) FILTER (WHERE c.order_item_id IS NOT NULL AND c.burned_at IS NULL)::int AS sold,
                s.allow_generated_codes AS allow, s.warning_level
           FROM (SELECT product_code FROM activation_codes UNION SELECT product_code FROM code_pool_settings) p
           LEFT JOIN activation_codes c ON c.product_code = p.product_code
           LEFT JOIN code_pool_settings s ON s.product_code = p.product_code
          GROUP BY p.product_code, s.allow_generated_codes, s.warning_level`,
      ),
      this.orders.backordersByProduct(),
    ]);
    const poolOf = new Map(pools.map((pool) => [pool.product_code, pool]));
    const rows = products.map((product) => {
      const pool = poolOf.get(product.productCode);
      return {
        product_code: product.productCode,
        title: product.title,
        rental: product.category === RENTAL_CATEGORY,
        is_active: product.isActive,
        unsold: pool?.unsold ?? 0,
        sold: pool?.sold ?? 0,
        allow: pool?.allow ?? null,
        warning_level: pool?.warning_level ?? null,
        backorders: backorders.get(product.productCode) ?? 0,
      };
    });
    return rows.map((row) => {
      const warningLevel = row.warning_level ?? DEFAULT_CODE_WARNING_LEVEL;
      const allowGeneratedCodes = row.allow ?? false;
      const codeDelivered = !row.rental;
      return {
        productCode: row.product_code,
        title: row.title,
        unsold: row.unsold,
        sold: row.sold,
        allowGeneratedCodes,
        codeDelivered,
        warningLevel,
        low: codeDelivered && row.is_active && !allowGeneratedCodes && row.unsold <= warningLevel,
        backorders: row.backorders,
      };
    });
  }

  async summary(productCode: string): Promise<CodePoolSummary> {
    const product = await this.product(productCode);
    return (await this.summaries()).find((row) => row.productCode === product.productCode) as CodePoolSummary;
  }

  async list(productCode: string, filter: CodeListFilter): Promise<ActivationCodeView[]> {
    const product = await this.product(productCode);
    const query = this.dataSource
      .getRepository(ActivationCode)
      .createQueryBuilder('code')
      .where('code.productCode = :productCode', { productCode: product.productCode })
      .orderBy('code.createdAt', 'DESC')
      .addOrderBy('code.code', 'ASC')
      .take(5000);
    if (filter === 'unsold') query.andWhere('code.orderItemId IS NULL');
    if (filter === 'sold') query.andWhere('code.orderItemId IS NOT NULL');
    return (await query.getMany()).map(toActivationCodeView);
  }

  /** Splits the text into codes, drops repeats within it and codes already in any pool, stores the rest. */
  async add(actor: StaffActor, productCode: string, text: string): Promise<AddCodesResult> {
    const product = await this.product(productCode);
    const parsed = parseCodes(text);
    if (parsed.length === 0) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'no_codes', 'Paste at least one activation code.');
    }
    if (parsed.length > MAX_CODES_PER_UPLOAD) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'too_many_codes',
        `Add at most ${MAX_CODES_PER_UPLOAD} codes at a time.`,
      );
    }
    const tooLong = parsed.find((code) => code.length > MAX_CODE_LENGTH);
    if (tooLong) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'code_too_long',
        `Codes can be at most ${MAX_CODE_LENGTH} characters: "${tooLong.slice(0, 20)}…"`,
      );
    }
    const unique = [...new Set(parsed)];
    const restockId = randomUUID();
    const { added, unsold } = await this.dataSource.transaction(async (em) => {
      await lockCodePool(em, product.productCode);
      let inserted = 0;
      for (let start = 0; start < unique.length; start += 1000) {
        const batch = unique.slice(start, start + 1000);
        const result = await em
          .createQueryBuilder()
          .insert()
          .into(ActivationCode)
          .values(batch.map((code) => ({ productCode: product.productCode, code })))
          .orIgnore()
          .returning(['id'])
          .execute();
        inserted += Array.isArray(result.raw) ? result.raw.length : 0;
      }
      // Orders waiting for this pool are filled by the fulfilment job, queued with the codes (outbox).
      if (inserted > 0 && (await this.orders.hasBackorders(em, product.productCode))) {
        await this.outbox.enqueue(
          em,
          'fulfilment',
          'fill-backorders',
          { productCode: product.productCode },
          { jobId: fillBackordersJobId(product.productCode, restockId) },
        );
      }
      const unsoldNow = await this.unsoldCount(em, product.productCode);
      await this.audit.record(
        em,
        actor,
        'codes.added',
        { type: 'code-pool', id: product.productCode },
        {
          added: inserted,
          duplicates: parsed.length - inserted,
          unsold: unsoldNow,
        },
      );
      return { added: inserted, unsold: unsoldNow };
    });
    this.outbox.kick();
    return { added, duplicates: parsed.length - added, unsold };
  }

  /** Changes what the request names (generated codes, warning level); the rest keeps its value. */
  async updateSetting(productCode: string, change: CodePoolSettingRequest): Promise<CodePoolSummary> {
    const product = await this.product(productCode);
    if (change.allowGeneratedCodes === undefined && change.warningLevel === undefined) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'nothing_to_change',
        'Send allowGeneratedCodes, warningLevel or both.',
      );
    }
    const repo = this.dataSource.getRepository(CodePoolSetting);
    await repo
      .createQueryBuilder()
      .insert()
      .values({
        productCode: product.productCode,
        allowGeneratedCodes: change.allowGeneratedCodes ?? false,
        warningLevel: change.warningLevel ?? DEFAULT_CODE_WARNING_LEVEL,
      })
      .orUpdate(
        [
          ...(change.allowGeneratedCodes !== undefined ? ['allow_generated_codes'] : []),
          ...(change.warningLevel !== undefined ? ['warning_level'] : []),
          'updated_at',
        ],
        ['product_code'],
      )
      .execute();
    return this.summary(product.productCode);
  }

  /** Only unsold codes can be removed; a sold one is part of an order's history. */
  async remove(actor: StaffActor, productCode: string, codeId: string): Promise<void> {
    const removed = await this.dataSource.transaction(async (em) => {
      const deleted = await em.query<{ id: string; code: string }[]>(
        `WITH gone AS (DELETE FROM activation_codes WHERE id = $1 AND product_code = $2 AND order_item_id IS NULL RETURNING id, code)
         SELECT id, code FROM gone`,
        [codeId, productCode],
      );
      if (deleted.length === 0) return false;
      await this.audit.record(
        em,
        actor,
        'code.removed',
        { type: 'code-pool', id: productCode },
        {
          codeId,
          code: maskedCode(deleted[0].code),
        },
      );
      return true;
    });
    if (removed) return;
    const exists = await this.dataSource.getRepository(ActivationCode).existsBy({ id: codeId, productCode });
    if (!exists) throw new ApiError(HttpStatus.NOT_FOUND, 'code_not_found', 'Activation code not found');
    throw new ApiError(HttpStatus.CONFLICT, 'code_sold', 'This code was sold and cannot be deleted.');
  }

  /**
   * Takes the codes of an order line, one per unit (1..quantity), inside the caller's transaction (which
   * holds the order's row lock). SKIP LOCKED: concurrent deliveries never wait for or share a code. Units
   * that already have their code keep it (a retried job takes nothing twice). All or none: null when the
   * pool (and generation, when allowed) cannot cover every unit; the caller then rolls back.
   */
  async take(
    em: EntityManager,
    line: { orderId: string; orderItemId: string; productCode: string; quantity: number },
  ): Promise<ActivationCode[] | null> {
    const repo = em.getRepository(ActivationCode);
    const held = { orderItemId: line.orderItemId, burnedAt: IsNull() };
    const existing = await repo.find({ where: held, order: { unit: 'ASC' } });
    const have = new Set(existing.map((code) => code.unit));
    const missing: number[] = [];
    for (let unit = 1; unit <= line.quantity; unit += 1) if (!have.has(unit)) missing.push(unit);
    if (missing.length === 0) return existing;
    const taken = await em.query<{ id: string }[]>(
      `WITH picked AS (
         SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM (
           SELECT id, created_at FROM activation_codes
           WHERE product_code = $3 AND order_item_id IS NULL
           ORDER BY created_at, id
           FOR UPDATE SKIP LOCKED
           LIMIT $4
         ) free
       ), taken AS (
         UPDATE activation_codes c SET order_id = $1, order_item_id = $2, used_at = now(), unit = ($5::smallint[])[picked.n]
         FROM picked WHERE c.id = picked.id
         RETURNING c.id
       ) SELECT id FROM taken`,
      [line.orderId, line.orderItemId, line.productCode, missing.length, missing],
    );
    const stillMissing = missing.slice(taken.length);
    if (stillMissing.length > 0) {
      const setting = await em.getRepository(CodePoolSetting).findOneBy({ productCode: line.productCode });
      if (!setting?.allowGeneratedCodes) return null;
      for (const unit of stillMissing) await this.generate(em, line, unit);
    }
    return repo.find({ where: held, order: { unit: 'ASC' } });
  }

  /**
   * A refund takes back the delivered codes of `units` units of a line (the highest units first), inside the
   * caller's transaction: they are burned, so the customer's views drop them and the pool never sells them again.
   * Returns the codes revoked (fewer than `units` when fewer were delivered).
   */
  async revoke(em: EntityManager, orderItemId: string, units: number, reason: string): Promise<string[]> {
    if (units <= 0) return [];
    const revoked = await em.query<{ code: string }[]>(
      `WITH picked AS (
         SELECT id FROM activation_codes WHERE order_item_id = $1 AND burned_at IS NULL
         ORDER BY unit DESC FOR UPDATE LIMIT $2
       ), revoked AS (
         UPDATE activation_codes c SET burned_at = now(), burn_reason = $3 FROM picked WHERE c.id = picked.id
         RETURNING c.code
       ) SELECT code FROM revoked`,
      [orderItemId, units, reason.slice(0, 300)],
    );
    return revoked.map((row) => row.code);
  }

  /** A made-up code (ABC + 6 + XYZ) for one unit of a line, retried on the rare collision. */
  private async generate(
    em: EntityManager,
    line: { orderId: string; orderItemId: string; productCode: string },
    unit: number,
  ): Promise<void> {
    for (let attempt = 0; attempt < GENERATE_ATTEMPTS; attempt += 1) {
      const inserted = await em
        .createQueryBuilder()
        .insert()
        .into(ActivationCode)
        .values({
          productCode: line.productCode,
          code: generateActivationCode(),
          orderId: line.orderId,
          orderItemId: line.orderItemId,
          unit,
          usedAt: new Date(),
          generated: true,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (Array.isArray(inserted.raw) && inserted.raw.length > 0) return;
    }
    throw new Error('Could not generate a unique activation code');
  }

  private async product(productCode: string): Promise<{ productCode: string; title: string }> {
    const product = await this.products.byCode(productCode);
    if (!product) {
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'product_not_found',
        `Product not found: ${productCode.trim().slice(0, 40)}`,
      );
    }
    return product;
  }
}
