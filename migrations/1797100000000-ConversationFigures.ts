import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The support report's figures for each conversation, kept on the conversation as its messages are stored, so the
 * report reads one row per conversation (issue 34: it read each conversation's messages with four lookups, 176 ms
 * p50 for 10,000 conversations of 100 messages at a million messages, and one first request hit the 4 s statement
 * limit). They also outlive data retention: once an ended conversation's messages are purged, its first reply and
 * automatic answers still count in the report of its period.
 *
 * Kept by a statement-level trigger on chat_messages (every path that stores messages, one batch at a time), so no
 * code path can forget them. What counts, as docs/product/admin.md says under "Support":
 * - the first reply is the first agent message (not a staff note) at or after the customer's first message;
 * - automatic answers other than "where is my order?" are counted apart from those, each with "an agent still wrote
 *   after the first of them" (again not a note).
 * Messages normally arrive in time order, and then a batch changes a conversation only with its first customer
 * message, its first reply, and each automatic answer: the UPDATE skips every row whose figures stay the same, so a
 * long conversation's later messages cost no extra row version. A message stored out of time order (a transaction
 * whose clock started earlier) is still counted right: the first reply and "agent after" are then read again from
 * the conversation's messages through IDX_chat_messages_session_created.
 */
const FIGURES_FUNCTION = `
CREATE OR REPLACE FUNCTION chat_session_figures_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The conversations' rows stay as read here until the update: the writer already holds these locks (taken in
  -- id order, as here), any other insert takes them now.
  PERFORM 1 FROM chat_sessions WHERE id IN (SELECT session_id FROM new_messages) ORDER BY id FOR UPDATE;
  UPDATE chat_sessions s
     SET first_asked_at = f.asked_at,
         first_reply_at = f.reply_at,
         first_responder_id = f.responder_id,
         first_responder_name = f.responder_name,
         auto_replies = f.autos,
         first_auto_reply_at = f.auto_at,
         agent_after_auto_reply = f.agent_after_auto,
         order_status_answers = f.wimos,
         first_order_status_answer_at = f.wimo_at,
         agent_after_order_status_answer = f.agent_after_wimo
    FROM (
      SELECT o.id,
             n.asked_at,
             CASE WHEN n.reread_reply THEN r.created_at ELSE o.first_reply_at END AS reply_at,
             CASE WHEN n.reread_reply THEN r.sender_id ELSE o.first_responder_id END AS responder_id,
             CASE WHEN n.reread_reply THEN r.sender_name ELSE o.first_responder_name END AS responder_name,
             o.auto_replies + b.autos AS autos,
             n.auto_at,
             CASE WHEN b.auto_at < coalesce(o.first_auto_reply_at, 'infinity')
                  THEN EXISTS (SELECT 1 FROM chat_messages a
                                WHERE a.session_id = o.id AND a.created_at > b.auto_at
                                  AND a.sender_type = 'admin' AND NOT a.is_note)
                  ELSE o.agent_after_auto_reply OR coalesce(b.agent_last_at > o.first_auto_reply_at, false)
             END AS agent_after_auto,
             o.order_status_answers + b.wimos AS wimos,
             n.wimo_at,
             CASE WHEN b.wimo_at < coalesce(o.first_order_status_answer_at, 'infinity')
                  THEN EXISTS (SELECT 1 FROM chat_messages a
                                WHERE a.session_id = o.id AND a.created_at > b.wimo_at
                                  AND a.sender_type = 'admin' AND NOT a.is_note)
                  ELSE o.agent_after_order_status_answer OR coalesce(b.agent_last_at > o.first_order_status_answer_at, false)
             END AS agent_after_wimo
        FROM (
          SELECT m.session_id,
                 min(m.created_at) FILTER (WHERE m.sender_type = 'customer') AS asked_at,
                 min(m.created_at) FILTER (WHERE m.sender_type = 'admin' AND NOT m.is_note) AS agent_first_at,
                 max(m.created_at) FILTER (WHERE m.sender_type = 'admin' AND NOT m.is_note) AS agent_last_at,
                 count(*) FILTER (WHERE m.sender_type = 'auto'
                                    AND m.auto_reply_kind IS DISTINCT FROM 'order-status') AS autos,
                 min(m.created_at) FILTER (WHERE m.sender_type = 'auto'
                                             AND m.auto_reply_kind IS DISTINCT FROM 'order-status') AS auto_at,
                 count(*) FILTER (WHERE m.sender_type = 'auto' AND m.auto_reply_kind = 'order-status') AS wimos,
                 min(m.created_at) FILTER (WHERE m.sender_type = 'auto' AND m.auto_reply_kind = 'order-status') AS wimo_at
            FROM new_messages m
           GROUP BY m.session_id
        ) b
        JOIN chat_sessions o ON o.id = b.session_id
        CROSS JOIN LATERAL (
          SELECT least(o.first_asked_at, b.asked_at) AS asked_at,
                 least(o.first_auto_reply_at, b.auto_at) AS auto_at,
                 least(o.first_order_status_answer_at, b.wimo_at) AS wimo_at,
                 -- The first reply can change only when the first question moved, or a reply came before the known one.
                 (b.asked_at < coalesce(o.first_asked_at, 'infinity')
                  OR b.agent_first_at < coalesce(o.first_reply_at, 'infinity')) IS TRUE AS reread_reply
        ) n
        LEFT JOIN LATERAL (
          SELECT m.created_at, m.sender_id, m.sender_name FROM chat_messages m
           WHERE n.reread_reply AND m.session_id = o.id AND m.created_at >= n.asked_at
             AND m.sender_type = 'admin' AND NOT m.is_note
           ORDER BY m.created_at LIMIT 1
        ) r ON true
    ) f
   WHERE s.id = f.id
     AND (s.first_asked_at, s.first_reply_at, s.first_responder_id, s.first_responder_name, s.auto_replies,
          s.first_auto_reply_at, s.agent_after_auto_reply, s.order_status_answers, s.first_order_status_answer_at,
          s.agent_after_order_status_answer)
         IS DISTINCT FROM
         (f.asked_at, f.reply_at, f.responder_id, f.responder_name, f.autos, f.auto_at, f.agent_after_auto, f.wimos,
          f.wimo_at, f.agent_after_wimo);
  RETURN NULL;
END $$`;

/** The figures of every conversation already stored, read from its messages once (as the report read them). */
const BACKFILL = `
UPDATE chat_sessions s
   SET first_asked_at = asked.at,
       first_reply_at = reply.at,
       first_responder_id = reply.sender_id,
       first_responder_name = reply.sender_name,
       auto_replies = auto.sent,
       first_auto_reply_at = auto.first_at,
       agent_after_auto_reply = coalesce(auto.agent_after, false),
       order_status_answers = wimo.sent,
       first_order_status_answer_at = wimo.first_at,
       agent_after_order_status_answer = coalesce(wimo.agent_after, false)
  FROM chat_sessions o
  LEFT JOIN LATERAL (
    SELECT m.created_at AS at FROM chat_messages m
     WHERE m.session_id = o.id AND m.sender_type = 'customer'
     ORDER BY m.created_at LIMIT 1
  ) asked ON true
  LEFT JOIN LATERAL (
    SELECT m.created_at AS at, m.sender_id, m.sender_name FROM chat_messages m
     WHERE m.session_id = o.id AND m.sender_type = 'admin' AND NOT m.is_note AND m.created_at >= asked.at
     ORDER BY m.created_at LIMIT 1
  ) reply ON true
  CROSS JOIN LATERAL (
    SELECT count(*) AS sent, min(m.created_at) AS first_at,
           EXISTS (SELECT 1 FROM chat_messages a
                    WHERE a.session_id = o.id AND a.sender_type = 'admin' AND NOT a.is_note
                      AND a.created_at > min(m.created_at)) AS agent_after
      FROM chat_messages m
     WHERE m.session_id = o.id AND m.sender_type = 'auto' AND m.auto_reply_kind IS DISTINCT FROM 'order-status'
  ) auto
  CROSS JOIN LATERAL (
    SELECT count(*) AS sent, min(m.created_at) AS first_at,
           EXISTS (SELECT 1 FROM chat_messages a
                    WHERE a.session_id = o.id AND a.sender_type = 'admin' AND NOT a.is_note
                      AND a.created_at > min(m.created_at)) AS agent_after
      FROM chat_messages m
     WHERE m.session_id = o.id AND m.sender_type = 'auto' AND m.auto_reply_kind = 'order-status'
  ) wimo
 WHERE s.id = o.id`;

export class ConversationFigures1797100000000 implements MigrationInterface {
  name = 'ConversationFigures1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "chat_sessions"
        ADD COLUMN "first_asked_at" timestamptz,
        ADD COLUMN "first_reply_at" timestamptz,
        ADD COLUMN "first_responder_id" uuid,
        ADD COLUMN "first_responder_name" varchar(100),
        ADD COLUMN "auto_replies" integer NOT NULL DEFAULT 0,
        ADD COLUMN "first_auto_reply_at" timestamptz,
        ADD COLUMN "agent_after_auto_reply" boolean NOT NULL DEFAULT false,
        ADD COLUMN "order_status_answers" integer NOT NULL DEFAULT 0,
        ADD COLUMN "first_order_status_answer_at" timestamptz,
        ADD COLUMN "agent_after_order_status_answer" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(FIGURES_FUNCTION);
    await queryRunner.query(`
      CREATE TRIGGER chat_session_figures AFTER INSERT ON chat_messages
        REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT
        EXECUTE FUNCTION chat_session_figures_after_insert()`);
    await queryRunner.query(BACKFILL);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER chat_session_figures ON chat_messages`);
    await queryRunner.query(`DROP FUNCTION chat_session_figures_after_insert()`);
    await queryRunner.query(`
      ALTER TABLE "chat_sessions"
        DROP COLUMN "first_asked_at", DROP COLUMN "first_reply_at", DROP COLUMN "first_responder_id",
        DROP COLUMN "first_responder_name", DROP COLUMN "auto_replies", DROP COLUMN "first_auto_reply_at",
        DROP COLUMN "agent_after_auto_reply", DROP COLUMN "order_status_answers",
        DROP COLUMN "first_order_status_answer_at", DROP COLUMN "agent_after_order_status_answer"`);
  }
}
