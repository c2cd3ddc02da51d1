import { HttpStatus, Injectable } from '@nestjs/common';
import {
  CHAT_LABELS_MAX,
  labelColourProblem,
  labelNameProblem,
  normaliseLabelColour,
  normaliseLabelName,
  type ChatLabelInput,
  type ChatLabelView,
} from '@kedai/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { ApiError } from '../../../core/http/api-error';
import { isUniqueViolation } from '../../../core/database/sql-values';
import { AuditService, changedFields, type StaffActor } from '../../audit';
import { chatErrors } from '../rules/chat-rules';
import { ChatLabel } from '../entities/chat-label.entity';
import { ChatSession } from '../entities/chat-session.entity';
import { ChatSessionLabel } from '../entities/chat-session-label.entity';

export const labelErrors = {
  notFound: () => new ApiError(HttpStatus.NOT_FOUND, 'chat_label_not_found', 'Label not found'),
  invalid: (message: string) => new ApiError(HttpStatus.BAD_REQUEST, 'chat_label_invalid', message),
  nameTaken: (name: string) =>
    new ApiError(HttpStatus.CONFLICT, 'chat_label_name_taken', `There is already a label called "${name}"`),
  tooMany: () =>
    new ApiError(HttpStatus.CONFLICT, 'chat_label_limit', `A shop can have at most ${CHAT_LABELS_MAX} labels`),
};

export const toLabelView = (label: ChatLabel): ChatLabelView => ({
  id: label.id,
  name: label.name,
  colour: label.colour,
  createdAt: label.createdAt.toISOString(),
});

/** A label's fields checked and normalised, or a 400 saying what is wrong. */
function validLabel(input: Partial<ChatLabelInput>, current?: ChatLabel): { name: string; colour: string } {
  const name = input.name ?? current?.name;
  const colour = input.colour ?? current?.colour;
  const problem = labelNameProblem(name) ?? labelColourProblem(colour);
  if (problem) throw labelErrors.invalid(problem);
  return { name: normaliseLabelName(name as string), colour: normaliseLabelColour(colour) as string };
}

/**
 * Conversation labels (docs/product/chat.md "Labels"): admins manage the list, any staff member puts labels on
 * a conversation or takes them off. Each change writes one audit entry in its own transaction and is said live
 * to every agent (chat.session.labelled / chat.labels.changed).
 */
@Injectable()
export class ChatLabelsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  async list(): Promise<ChatLabelView[]> {
    const labels = await this.dataSource
      .getRepository(ChatLabel)
      .createQueryBuilder('l')
      .orderBy('lower(l.name)', 'ASC')
      .getMany();
    return labels.map(toLabelView);
  }

  async create(actor: StaffActor, input: ChatLabelInput): Promise<ChatLabelView> {
    const fields = validLabel(input);
    const label = await this.saving(fields.name, async (em) => {
      if ((await em.count(ChatLabel)) >= CHAT_LABELS_MAX) throw labelErrors.tooMany();
      const created = await em.save(em.create(ChatLabel, fields));
      await this.audit.record(em, actor, 'chat-label.created', { type: 'chat-label', id: created.id }, fields);
      return created;
    });
    this.events.emit('chat.labels.changed', {});
    return toLabelView(label);
  }

  async update(actor: StaffActor, id: string, input: Partial<ChatLabelInput>): Promise<ChatLabelView> {
    const label = await this.saving(input.name ?? '', async (em) => {
      const current = await em.findOne(ChatLabel, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw labelErrors.notFound();
      const fields = validLabel(input, current);
      const changes = changedFields({ name: current.name, colour: current.colour }, fields);
      if (Object.keys(changes).length === 0) return current;
      await em.update(ChatLabel, { id }, fields);
      await this.audit.record(em, actor, 'chat-label.changed', { type: 'chat-label', id }, changes);
      return { ...current, ...fields };
    });
    this.events.emit('chat.labels.changed', {});
    return toLabelView(label);
  }

  /** Deleting a label takes it off every conversation (the foreign key cascades); each of them is said live. */
  async remove(actor: StaffActor, id: string): Promise<void> {
    const sessionIds = await this.dataSource.transaction(async (em) => {
      const label = await em.findOne(ChatLabel, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!label) throw labelErrors.notFound();
      const tagged = await em.find(ChatSessionLabel, { where: { labelId: id }, select: { sessionId: true } });
      await em.delete(ChatLabel, { id });
      await this.audit.record(
        em,
        actor,
        'chat-label.deleted',
        { type: 'chat-label', id },
        { name: label.name, conversations: tagged.length },
      );
      return tagged.map((row) => row.sessionId);
    });
    this.events.emit('chat.labels.changed', {});
    for (const sessionId of sessionIds) {
      this.events.emit('chat.session.labelled', { sessionId, labelIds: await this.labelIdsOf(sessionId) });
    }
  }

  /** Puts a label on a conversation (already there: nothing changes, no entry). Answers its labels now. */
  async add(actor: StaffActor, sessionId: string, labelId: string): Promise<string[]> {
    const changed = await this.dataSource.transaction(async (em) => {
      const label = await this.labelAndSession(em, sessionId, labelId);
      const inserted: unknown[] = await em.query(
        `INSERT INTO chat_session_labels (session_id, label_id, added_by_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING session_id`,
        [sessionId, labelId, actor.userId],
      );
      if (inserted.length === 0) return false;
      await this.audit.record(
        em,
        actor,
        'chat.labelled',
        { type: 'chat-session', id: sessionId },
        { label: label.name },
      );
      return true;
    });
    return this.said(sessionId, changed);
  }

  /** Takes a label off a conversation (not there: nothing changes). Answers its labels now. */
  async removeFrom(actor: StaffActor, sessionId: string, labelId: string): Promise<string[]> {
    const changed = await this.dataSource.transaction(async (em) => {
      const label = await this.labelAndSession(em, sessionId, labelId);
      const deleted = await em.delete(ChatSessionLabel, { sessionId, labelId });
      if (!deleted.affected) return false;
      await this.audit.record(
        em,
        actor,
        'chat.unlabelled',
        { type: 'chat-session', id: sessionId },
        { label: label.name },
      );
      return true;
    });
    return this.said(sessionId, changed);
  }

  /** The label ids of each conversation asked for (the inbox list carries them). */
  async labelIdsBySession(sessionIds: string[]): Promise<Map<string, string[]>> {
    const bySession = new Map<string, string[]>(sessionIds.map((id) => [id, []]));
    if (sessionIds.length === 0) return bySession;
    const rows: { session_id: string; label_id: string }[] = await this.dataSource.query(
      `SELECT sl.session_id, sl.label_id FROM chat_session_labels sl JOIN chat_labels l ON l.id = sl.label_id
       WHERE sl.session_id = ANY($1::uuid[]) ORDER BY lower(l.name)`,
      [sessionIds],
    );
    for (const row of rows) bySession.get(row.session_id)?.push(row.label_id);
    return bySession;
  }

  async labelIdsOf(sessionId: string): Promise<string[]> {
    return (await this.labelIdsBySession([sessionId])).get(sessionId) ?? [];
  }

  private async said(sessionId: string, changed: boolean): Promise<string[]> {
    const labelIds = await this.labelIdsOf(sessionId);
    if (changed) this.events.emit('chat.session.labelled', { sessionId, labelIds });
    return labelIds;
  }

  private async labelAndSession(em: EntityManager, sessionId: string, labelId: string): Promise<ChatLabel> {
    if (!(await em.exists(ChatSession, { where: { id: sessionId } }))) throw chatErrors.notFound();
    // Shared lock: a label being deleted at the same moment is either still there for this write or gone.
    const label = await em.findOne(ChatLabel, { where: { id: labelId }, lock: { mode: 'pessimistic_read' } });
    if (!label) throw labelErrors.notFound();
    return label;
  }

  /** Runs a label write; a name another label has (whatever its case) is a 409 with that name. */
  private async saving(name: string, write: (em: EntityManager) => Promise<ChatLabel>): Promise<ChatLabel> {
    try {
      return await this.dataSource.transaction(write);
    } catch (error) {
      if (isUniqueViolation(error)) throw labelErrors.nameTaken(normaliseLabelName(name));
      throw error;
    }
  }
}
