import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Language } from '@kedai/contracts';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { AutoReplyJob } from '../../../core/queue/job-catalogue';
import type { AutoReplyKind } from '../entities/chat-message.entity';
import { ChatContinuityService } from '../services/chat-continuity.service';
import { ChatMessageEvents } from '../services/chat-message-events';
import { ChatMessageWriter } from '../services/chat-message-writer';
import { AUTO_REPLY_SENDER } from '../rules/chat-rules';
import { PaidOrderContextService } from '../services/paid-order-context.service';
import { actionOf, ruleActionAt, type ChatSituation, type MatchableRule } from './auto-reply-matcher';
import { autoReplyMessage, type AutoReplyAction } from './auto-reply-actions';
import { WhereIsMyOrderService } from '../services/where-is-my-order.service';
import { AutoReplyScheduler, ORDER_STATUS_STAGE } from './auto-reply.scheduler';
import { PaidOrderContext, PRODUCT_STAGE, productKeywordStage } from './product-keyword-stage';

/**
 * Runs the chat queue's auto-reply job. Re-checks everything before sending, so a late, duplicate or
 * retried job does nothing: session not ended, rule still active, no agent message since the trigger.
 * The clientId derived from the trigger makes the reply itself idempotent.
 */
@Injectable()
export class AutoReplyDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scheduler: AutoReplyScheduler,
    private readonly writer: ChatMessageWriter,
    private readonly messageEvents: ChatMessageEvents,
    private readonly paidOrders: PaidOrderContextService,
    private readonly whereIsMyOrder: WhereIsMyOrderService,
    private readonly continuity: ChatContinuityService,
    private readonly outbox: OutboxService,
  ) {}

  async deliver(job: AutoReplyJob): Promise<'sent' | 'skipped'> {
    try {
      // A product answer needs the session's paid order: several reads, made before the lock is taken.
      const order = job.stage === PRODUCT_STAGE ? await this.paidOrders.forSession(job.sessionId) : null;
      // "Agents are away" is not said once an agent is online or has answered (read before the lock too).
      const now = new Date();
      const situation = await this.scheduler.situation(job.sessionId, now);
      // A customer who wrote by e-mail and is not in the widget gets the answer by e-mail as well (asked before the
      // lock, as an agent's reply asks before its write).
      const byEmail = await this.continuity.autoAnswerGoesByEmail(job.sessionId);
      let mailed = false;
      // Under the session lock, which an agent's message also takes: either the agent's message is already
      // stored and seen here, or it waits and comes after the auto-reply. Never both in the wrong order.
      const stored = await this.dataSource.transaction(async (manager) => {
        const state = await this.lockedState(manager, job);
        if (!state || state.trigger === null || state.status === 'ended') return null;
        if (!(state.enabled ?? true) || state.agentSince) return null;
        const answer =
          job.stage === ORDER_STATUS_STAGE
            ? await this.orderStatusAnswer(job, state.language)
            : this.answer(job, state.trigger, state.language, state.rule, order, now, situation);
        if (!answer) return null;
        const { message, sealedMessage } = autoReplyMessage(answer.action);
        // Which stage answered (the support report counts "where is my order?" apart).
        const kind: AutoReplyKind =
          job.stage === ORDER_STATUS_STAGE ? 'order-status' : job.stage === PRODUCT_STAGE ? 'product' : 'rule';
        const written = await this.writer.writeInTransaction(manager, job.sessionId, {
          senderType: 'auto',
          senderId: null,
          senderName: AUTO_REPLY_SENDER,
          message,
          sealedMessage,
          clientId: `auto-reply:${job.triggerMessageId}`,
          autoReplyRuleId: answer.ruleId,
          autoReplyKind: kind,
        });
        if (!written.created) return written;
        // Its e-mail commits with it, or neither does: a rerun of the job finds the message stored and mails nothing.
        if (byEmail) mailed = await this.continuity.onAutoAnswerStored(manager, written.message);
        return written;
      });
      if (mailed) this.outbox.kick();
      if (stored) this.messageEvents.stored(stored, 'auto-reply');
      return stored?.created ? 'sent' : 'skipped';
    } finally {
      await this.scheduler.settled(job.sessionId, job.triggerMessageId);
    }
  }

  /**
   * Everything the job re-checks, in one statement that takes the session's lock: the session's status and
   * language, the trigger (of this session), whether an agent wrote since it, the global switch (a settings
   * row not yet written reads as the default, on) and, for a rule's reply, the rule as it is now.
   */
  private async lockedState(manager: EntityManager, job: AutoReplyJob): Promise<LockedState | undefined> {
    const [row] = await manager.query<LockedState[]>(
      `SELECT s.status, s.language, t.message AS "trigger",
              EXISTS (
                SELECT 1 FROM chat_messages m
                WHERE m.session_id = s.id AND m.sender_type = 'admin' AND NOT m.is_note AND m.created_at >= t.created_at
              ) AS "agentSince",
              (SELECT cs.auto_reply_enabled FROM chat_settings cs WHERE cs.id = 1) AS "enabled",
              (SELECT row_to_json(r) FROM (
                 SELECT id, name, keywords, response, translations, is_active AS "isActive", priority, category
                 FROM chat_auto_reply_rules WHERE id = $3
               ) r) AS "rule"
       FROM chat_sessions s
       LEFT JOIN chat_messages t ON t.id = $2 AND t.session_id = s.id
       WHERE s.id = $1
       FOR UPDATE OF s`,
      [job.sessionId, job.triggerMessageId, job.stage ? null : job.ruleId],
    );
    return row;
  }

  /** "Where is my order?": the order's state as it is now, while it is still the conversation's customer's. */
  private async orderStatusAnswer(
    job: AutoReplyJob,
    language: Language,
  ): Promise<{ action: AutoReplyAction; ruleId: null } | null> {
    const text = await this.whereIsMyOrder.reply(job.sessionId, job.ruleId, language);
    return text ? { action: { type: 'reply', text }, ruleId: null } : null;
  }

  /**
   * What the job sends, re-checked now: a product answer only while the session's order is still paid
   * and holds the product (recomputed, so a changed password or payment is honoured); a rule's
   * response only while the rule is active. In the session's language as it is now (the customer's last
   * message's), falling back to English where a rule has no translation.
   */
  private answer(
    job: AutoReplyJob,
    triggerText: string,
    language: Language,
    rule: MatchableRule | null,
    order: PaidOrderContext | null,
    now: Date,
    situation: ChatSituation,
  ): { action: AutoReplyAction; ruleId: string | null } | null {
    if (job.stage === PRODUCT_STAGE) {
      const match = productKeywordStage(order, language).match(triggerText);
      return match ? { action: actionOf(match), ruleId: null } : null;
    }
    const action = rule?.isActive ? ruleActionAt(rule, now, language, situation) : null;
    return rule && action ? { action, ruleId: rule.id } : null;
  }
}

interface LockedState {
  status: string;
  language: Language;
  trigger: string | null;
  agentSince: boolean;
  enabled: boolean | null;
  rule: MatchableRule | null;
}
