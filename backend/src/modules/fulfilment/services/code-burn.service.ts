import { HttpStatus, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { BurnCodeResult } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, maskedCode, type StaffActor } from '../../audit';
import { orderKey, OrderTransitions } from '../../orders';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { CodePoolService } from './code-pool.service';
import { ActivationCode } from '../entities/activation-code.entity';
import { FulfilmentMailer } from './fulfilment-mailer';
import { FULFILMENT_MESSAGES } from '../fulfilment.constants';

const orderNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', FULFILMENT_MESSAGES.orderNotFound);

/**
 * A code the customer reports as not working: the admin burns it and the same line's unit takes the next
 * unsold code of the pool, in one transaction under the order's row lock (all or none). The burned code
 * stays with the order for the record; the timeline has both lines; the customer's views show the new code.
 */
@Injectable()
export class CodeBurnService {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly codes: CodePoolService,
    private readonly mailer: FulfilmentMailer,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async burnAndReplace(
    admin: StaffActor,
    id: string,
    codeText: string,
    reason: string | null,
  ): Promise<BurnCodeResult> {
    const key = orderKey(id);
    if (!key) throw orderNotFound();
    const result = await this.transitions.run(async (tx) => {
      const order = await tx.lock(key);
      if (!order) throw orderNotFound();
      const repo = tx.em.getRepository(ActivationCode);
      const code = await repo.findOne({
        where: { orderId: order.orderId, code: codeText.trim() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!code?.orderItemId) {
        throw new ApiError(HttpStatus.NOT_FOUND, 'code_not_found', 'This code is not one of this order’s codes.');
      }
      if (code.burnedAt) {
        throw new ApiError(HttpStatus.CONFLICT, 'code_burned', 'This code was already burned and replaced.');
      }
      const line = (await tx.lines(order.orderId)).find((item) => item.id === code.orderItemId);
      if (!line)
        throw new ApiError(HttpStatus.NOT_FOUND, 'code_not_found', 'This code is not one of this order’s codes.');
      await repo.update({ id: code.id }, { burnedAt: new Date(), burnedBy: admin.userId, burnReason: reason });
      const held = await this.codes.take(tx.em, {
        orderId: order.orderId,
        orderItemId: line.id,
        productCode: line.productCode,
        quantity: line.quantity,
      });
      const replacement = held?.find((candidate) => candidate.unit === code.unit);
      if (!replacement) {
        // Thrown inside the transaction: the burn is rolled back with it, the customer keeps the old code.
        throw new ApiError(
          HttpStatus.CONFLICT,
          'no_codes_left',
          `No unsold codes left for ${line.title} to replace it. Add codes to its pool, then try again.`,
        );
      }
      const codesNow = await repo.find({
        where: { orderId: order.orderId, burnedAt: IsNull() },
        order: { orderItemId: 'ASC', unit: 'ASC' },
      });
      await tx.activationCodesChanged({ id: order.id }, codesNow.map((held_) => held_.code).join(', '));
      const change = { productCode: line.productCode, product: line.title, unit: code.unit };
      await tx.record(order.orderId, {
        actorType: 'admin',
        actorId: admin.userId,
        action: 'code_burned',
        details: { ...change, code: code.code, reason },
      });
      await tx.record(order.orderId, {
        actorType: 'admin',
        actorId: admin.userId,
        action: 'code_replaced',
        details: { ...change, from: code.code, to: replacement.code },
      });
      await this.audit.record(
        tx.em,
        admin,
        'code.burned',
        { type: 'order', id: order.orderId },
        {
          ...change,
          code: maskedCode(code.code),
          replacement: maskedCode(replacement.code),
          reason,
        },
      );
      await this.mailer.replacement(order, { product: line.title, from: code.code, to: replacement.code }, tx.em);
      return {
        orderId: order.orderId,
        burnedCode: code.code,
        replacementCode: replacement.code,
        productCode: line.productCode,
      };
    });
    this.outbox.kick();
    return result;
  }
}
