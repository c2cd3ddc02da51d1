import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { Language } from '@kedai/contracts';
import { AutoReplyJob } from '../../../core/queue/job-catalogue';
import { ChatConfigService } from '../chat-config.service';
import { ChatMessageEvents } from '../chat-message-events';
import { ChatMessageWriter } from '../chat-message-writer';
import { AUTO_REPLY_SENDER } from '../chat-rules';
import { ChatMessage } from '../entities/chat-message.entity';
import { ChatSession } from '../entities/chat-session.entity';
import { PaidOrderContextService } from '../paid-order-context.service';
import { actionOf, ruleActionAt } from './auto-reply-matcher';
import { autoReplyMessage, type AutoReplyAction } from './auto-reply-actions';
import { AutoReplyScheduler } from './auto-reply.scheduler';
import { PRODUCT_STAGE, productKeywordStage } from './product-keyword-stage';

/**
 * Runs the chat queue's auto-reply job. Re-checks everything before sending, so a late, duplicate or
 * retried job does nothing: session not ended, rule still active, no agent message since the trigger.
 * The clientId derived from the trigger makes the reply itself idempotent.
 */
@Injectable()
export class AutoReplyDelivery {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ChatSession) private readonly sessions: Repository<ChatSession>,
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    private readonly config: ChatConfigService,
    private readonly scheduler: AutoReplyScheduler,
    private readonly writer: ChatMessageWriter,
    private readonly messageEvents: ChatMessageEvents,
    private readonly paidOrders: PaidOrderContextService,
  ) {}

  async deliver(job: AutoReplyJob): Promise<'sent' | 'skipped'> {
    try {
      const trigger = await this.messages.findOneBy({ id: job.triggerMessageId, sessionId: job.sessionId });
      const session = await this.sessions.findOneBy({ id: job.sessionId });
      const settings = await this.config.getSettings();
      if (!trigger || !session || session.status === 'ended' || !settings.autoReplyEnabled) return 'skipped';
      const answer = await this.answer(job, trigger.message, session.language);
      if (!answer) return 'skipped';
      const { message, sealedMessage } = autoReplyMessage(answer.action);
      // Under the session lock, which an agent's message also takes: either the agent's message is already
      // stored and seen here, or it waits and comes after the auto-reply. Never both in the wrong order.
      const stored = await this.dataSource.transaction(async (manager) => {
        const [locked] = await manager.query<{ status: string }[]>(
          `SELECT status FROM chat_sessions WHERE id = $1 FOR UPDATE`,
          [job.sessionId],
        );
        if (!locked || locked.status === 'ended') return null;
        const [{ agentSince }] = await manager.query<{ agentSince: boolean }[]>(
          `SELECT EXISTS (
             SELECT 1 FROM chat_messages m
             WHERE m.session_id = $1 AND m.sender_type = 'admin'
               AND m.created_at >= (SELECT t.created_at FROM chat_messages t WHERE t.id = $2)
           ) AS "agentSince"`,
          [job.sessionId, trigger.id],
        );
        if (agentSince) return null;
        return this.writer.writeInTransaction(manager, job.sessionId, {
          senderType: 'auto',
          senderId: null,
          senderName: AUTO_REPLY_SENDER,
          message,
          sealedMessage,
          clientId: `auto-reply:${job.triggerMessageId}`,
          autoReplyRuleId: answer.ruleId,
        });
      });
      if (stored) this.messageEvents.stored(stored, 'auto-reply');
      return stored?.created ? 'sent' : 'skipped';
    } finally {
      await this.scheduler.settled(job.sessionId, job.triggerMessageId);
    }
  }

  /**
   * What the job sends, re-checked now: a product answer only while the session's order is still paid
   * and holds the product (recomputed, so a changed password or payment is honoured); a rule's
   * response only while the rule is active. In the session's language as it is now (the customer's last
   * message's), falling back to English where a rule has no translation.
   */
  private async answer(
    job: AutoReplyJob,
    triggerText: string,
    language: Language,
  ): Promise<{ action: AutoReplyAction; ruleId: string | null } | null> {
    if (job.stage === PRODUCT_STAGE) {
      const order = await this.paidOrders.forSession(job.sessionId);
      const match = productKeywordStage(order, language).match(triggerText);
      return match ? { action: actionOf(match), ruleId: null } : null;
    }
    const rule = await this.config.findRule(job.ruleId);
    const action = rule?.isActive ? ruleActionAt(rule, new Date(), language) : null;
    return rule && action ? { action, ruleId: rule.id } : null;
  }
}
