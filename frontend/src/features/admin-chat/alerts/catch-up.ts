import type { AgentChatMessageView, ChatSessionView } from '@kedai/contracts';
import type { MissedCursor } from '../api/get-missed-messages';

/** How many alerted message ids are remembered (enough to skip a message heard both live and in a catch-up). */
const REMEMBERED = 500;

/**
 * What the alerts remember to catch up after a reconnect: the newest message heard live (its id is the server's
 * cursor), else the newest conversation's last message time from the inbox list, else when the screen opened.
 */
export class CatchUp {
  private newestId: string | null = null;
  private readonly alerted = new Set<string>();

  constructor(private readonly openedAt = new Date().toISOString()) {}

  /** Messages heard live, in order: moves the cursor; the customers' ones are alerted already. */
  heard(messages: readonly AgentChatMessageView[]): void {
    const last = messages[messages.length - 1];
    if (last) this.newestId = last.id;
    for (const message of messages) this.remember(message.id);
  }

  cursor(sessions: readonly ChatSessionView[] | undefined): MissedCursor {
    if (this.newestId) return { after: this.newestId };
    const newest = (sessions ?? [])
      .map((session) => session.lastMessageTime)
      .filter((time): time is string => Boolean(time))
      .sort()
      .pop();
    return { since: newest && newest > this.openedAt ? newest : this.openedAt };
  }

  /** Of the missed messages, those not alerted yet (a message may have come live just before the drop). */
  unheard(messages: readonly AgentChatMessageView[]): AgentChatMessageView[] {
    const fresh = messages.filter((message) => !this.alerted.has(message.id));
    this.heard(messages);
    return fresh;
  }

  private remember(id: string) {
    this.alerted.add(id);
    if (this.alerted.size > REMEMBERED) this.alerted.delete(this.alerted.values().next().value as string);
  }
}
