import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReportGranularity, SupportChannel } from '@kedai/contracts';

/**
 * A conversation's channel as the report tells them apart: WhatsApp (or a later channel) by its own name; a web
 * conversation the customer answered by e-mail is e-mail; the rest web chat.
 */
const CHANNEL_SQL = `CASE WHEN s.channel <> 'web' THEN s.channel
                          WHEN s.email_thread_at IS NOT NULL THEN 'email' ELSE 'web' END`;

/**
 * The condition for one channel over the range of start times: e-mail's through its partial index
 * (IDX_chat_sessions_email_created), the others as a filter on IDX_chat_sessions_created_at's range.
 */
const CHANNEL_FILTER: Record<SupportChannel, string> = {
  web: `s.channel = 'web' AND s.email_thread_at IS NULL`,
  whatsapp: `s.channel = 'whatsapp'`,
  email: `s.email_thread_at IS NOT NULL AND s.channel = 'web'`,
};

/** One conversation started in a report's range, as the support report needs it (durations in whole seconds). */
export interface SupportConversationFacts {
  /** The bucket's first day on the shop's clock (weeks start on Monday). */
  bucket: string;
  /** 1 = Monday … 7 = Sunday, and the hour 0–23, on the shop's clock. */
  weekday: number;
  hour: number;
  channel: SupportChannel;
  /** From the customer's first message to the first agent reply after it; null while unanswered. */
  firstResponseSeconds: number | null;
  firstResponderId: string | null;
  firstResponderName: string | null;
  /** From the start to the end; null while open. */
  resolutionSeconds: number | null;
  assigneeId: string | null;
  assigneeName: string | null;
  csatRating: number | null;
  /** Automatic answers other than "where is my order?" (keyword rules, greeting, away, product answers). */
  autoReplies: number;
  /** An agent wrote after the first of those. */
  agentAfterAuto: boolean;
  /** "Where is my order?" answers. */
  orderStatusAnswers: number;
  /** An agent wrote after the first of those. */
  agentAfterOrderStatus: boolean;
}

export interface WaitingNow {
  count: number;
  longestWaitSeconds: number | null;
}

/**
 * The chat module's answers for the support report (the reports module never reads chat tables). Conversations
 * are chosen by `chat_sessions.created_at` (indexed), and each one's first reply and automatic answers are read from
 * its own row: the database keeps them there as messages are stored (trigger chat_session_figures, migration
 * ConversationFigures), so a conversation costs one row however long it ran, and its figures stay when data
 * retention later purges its messages.
 */
@Injectable()
export class SupportFiguresReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every conversation started in [start, end) (of one channel, when given), with its channel, first reply, end,
   * rating, auto-replies and "where is my order?" answers.
   */
  conversations(
    start: Date,
    end: Date,
    timeZone: string,
    granularity: ReportGranularity,
    channel: SupportChannel | null = null,
  ): Promise<SupportConversationFacts[]> {
    return this.dataSource.query<SupportConversationFacts[]>(
      `SELECT to_char(date_trunc($4, s.created_at AT TIME ZONE $3), 'YYYY-MM-DD') AS bucket,
              extract(isodow FROM s.created_at AT TIME ZONE $3)::int AS weekday,
              extract(hour FROM s.created_at AT TIME ZONE $3)::int AS hour,
              CASE WHEN s.first_reply_at IS NULL THEN NULL
                   ELSE round(extract(epoch FROM s.first_reply_at - s.first_asked_at))::int END AS "firstResponseSeconds",
              s.first_responder_id AS "firstResponderId",
              s.first_responder_name AS "firstResponderName",
              CASE WHEN s.status = 'ended' AND s.ended_at IS NOT NULL
                   THEN round(extract(epoch FROM s.ended_at - s.created_at))::int END AS "resolutionSeconds",
              s.assignee_id AS "assigneeId",
              s.assignee_name AS "assigneeName",
              s.csat_rating AS "csatRating",
              ${CHANNEL_SQL} AS channel,
              s.auto_replies AS "autoReplies",
              s.agent_after_auto_reply AS "agentAfterAuto",
              s.order_status_answers AS "orderStatusAnswers",
              s.agent_after_order_status_answer AS "agentAfterOrderStatus"
         FROM chat_sessions s
        WHERE s.created_at >= $1 AND s.created_at < $2${channel ? ` AND ${CHANNEL_FILTER[channel]}` : ''}
        ORDER BY s.created_at`,
      [start, end, timeZone, granularity],
    );
  }

  /** Conversations waiting for an agent now (of one channel, when given), and the oldest one's wait since it started. */
  async waitingNow(now: Date, channel: SupportChannel | null = null): Promise<WaitingNow> {
    const [row] = await this.dataSource.query<{ count: number; oldest: Date | null }[]>(
      `SELECT count(*)::int AS count, min(s.created_at) AS oldest FROM chat_sessions s
        WHERE s.status = 'waiting'${channel ? ` AND ${CHANNEL_FILTER[channel]}` : ''}`,
    );
    const longest = row.oldest
      ? Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000))
      : null;
    return { count: row.count, longestWaitSeconds: longest };
  }
}
