import type {
  ChatMessageView,
  ChatPresence,
  ChatRead,
  ChatSessionAssigned,
  ChatSessionView,
  FulfilmentResult,
  OutboundEmailStatus,
} from '@kedai/contracts';

/**
 * What happened, said once by the module that owns the change; side effects (Socket.IO announcements,
 * metrics, scheduling, e-mails) are listeners in the modules that own them. Each event is emitted after
 * its change is committed. Payloads are contract views or plain values, never entities.
 */
export interface DomainEventMap {
  /** A new chat message was stored (customer, agent, auto-reply or system); a resend of a stored one emits nothing. */
  'chat.message.stored': {
    message: ChatMessageView;
    /**
     * Who wrote it: 'agent' also for a rule's reply an agent sent by hand (stored as an auto message),
     * 'auto-reply' only for the queued keyword reply, 'system' for End Chat's message.
     */
    author: ChatMessageAuthor;
    /** The session as the message left it. */
    session: ChatSessionView;
  };
  /**
   * A resend (same clientId) found its message already stored: the first send may have died between the
   * commit and its announcement, so the announcer checks and says it again if nobody heard it.
   */
  'chat.message.resent': { message: ChatMessageView; session: ChatSessionView };
  /** Messages of a session were marked read by the customer or an agent. */
  'chat.session.read': { read: ChatRead; session: ChatSessionView | null };
  /**
   * A chat session changed other than by a new message (opened, its order or page context, rated). Ending it
   * stores End Chat's system message, whose chat.message.stored carries the ended session.
   */
  'chat.session.changed': { session: ChatSessionView; created: boolean };
  /** A chat was claimed, assigned, reassigned or unassigned (the session carries the new assignee). */
  'chat.session.assigned': ChatSessionAssigned;
  /**
   * How many agents are online (or the business hours) may have changed: an agent went online or offline, or
   * an agent socket closed. Carries the fresh count.
   */
  'chat.presence.changed': { presence: ChatPresence };
  /** A conversation's customer connected (joined it) or its last customer socket went away. */
  'chat.customer-presence.changed': { sessionId: string; online: boolean };
  /** A keyword auto-reply was queued for the session (typing) or settled or cancelled (no longer typing). */
  'chat.auto-reply.typing': { sessionId: string; isTyping: boolean };
  /**
   * A user's access changed (a new role, or deactivated): every socket of theirs is told why and closed, so it
   * reconnects with the new role or not at all. Emitted before user.deactivated.
   */
  'user.access.changed': { userId: string; reason: 'role_changed' | 'deactivated' };
  /** A login session was revoked (logout, the end of a screenshot capture): its sockets are closed. */
  'auth.session.revoked': { sessionId: string };
  /** Every login session of a user was revoked (a new password): their sockets are closed. */
  'auth.user-sessions.revoked': { userId: string };
  /** A fulfilment step an admin started (or a job given up for good) finished; the result is for the admins. */
  'fulfilment.step.finished': { result: FulfilmentResult };
  /** A user was deactivated (their sessions and sockets are already closed); their open chats go back to Unassigned. */
  'user.deactivated': { userId: string; by: { id: string; name: string } };
  /** An order changed (created, paid, a fulfilment step, cancelled …): its timeline has the details. */
  'order.changed': { orderId: string; action: string };
  /** An outbox e-mail was sent, kept (no SMTP), failed or queued for a retry; the screens say which. */
  'mail.status.changed': {
    emailId: string;
    status: OutboundEmailStatus;
    relatedType: string | null;
    relatedId: string | null;
  };
}

export type ChatMessageAuthor = 'customer' | 'agent' | 'auto-reply' | 'system';

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent<K extends DomainEventName> = DomainEventMap[K];
export type DomainEventListener<K extends DomainEventName> = (event: DomainEvent<K>) => void | Promise<void>;
