import type {
  ChatMention,
  ChatMessageStatus,
  ChatMessageView,
  ChatPresence,
  ChatRead,
  ChatSessionAssigned,
  ChatSessionLabelled,
  ChatSessionView,
  FulfilmentResult,
  OutboundEmailStatus,
  QueueAlertView,
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
  /**
   * An agent was named (@name) in a staff-only note, once per agent per note. The socket announcer tells their
   * admin tabs; a later web-push sender subscribes here too.
   */
  'chat.mention': ChatMention;
  /** A chat was claimed, assigned, reassigned or unassigned (the session carries the new assignee). */
  'chat.session.assigned': ChatSessionAssigned;
  /** A conversation's labels changed (carries all of them now). */
  'chat.session.labelled': ChatSessionLabelled;
  /** The shop's label list changed (created, renamed, recoloured or deleted). */
  'chat.labels.changed': Record<string, never>;
  /** A message sent on another channel (WhatsApp) moved on: sending, sent, delivered, read or failed. */
  'chat.message.status': ChatMessageStatus;
  /**
   * How many agents are online (or the business hours) may have changed: an agent went online or offline, or
   * an agent socket closed. Carries the fresh count.
   */
  'chat.presence.changed': { presence: ChatPresence };
  /** An agent's own presence as of now (any socket of theirs on any process): went online, or offline. */
  'chat.agent.presence': { userId: string; online: boolean };
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
  /**
   * Sessions of a user were ended from a devices list (their own, or an admin's "sign out everywhere"); each
   * also emitted auth.session.revoked. `by` is who asked (the user themselves or an admin). For the audit log.
   */
  'auth.sessions.ended': { userId: string; sessionIds: string[]; by: string };
  /** Someone signed in (a session was opened after the password and, when turned on, the second factor). */
  'auth.signed-in': {
    userId: string;
    sessionId: string;
    method: 'password' | 'totp' | 'recovery-code';
    ip: string | null;
  };
  /** A sign-in's second step failed (a wrong code); the password was right. */
  'auth.second-factor.failed': { userId: string; ip: string | null };
  /** A user turned two-factor sign-in on (first code confirmed) or off, or made new recovery codes. */
  'auth.second-factor.changed': { userId: string; change: 'enabled' | 'disabled' | 'recovery-codes-renewed' };
  /** An admin removed another user's two-factor sign-in (a lost phone): the user enrols again. */
  'auth.second-factor.reset': { userId: string; by: { id: string; name: string } };
  /** An admin turned the rule "every staff member uses two-factor sign-in" on or off. */
  'auth.second-factor.policy-changed': {
    requireForStaff: boolean;
    /** Active staff without it when the rule was turned on: their sockets are closed until they enrol. */
    staffToEnrol: string[];
    by: { id: string; name: string };
  };
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
  /** A problem report was opened or resolved (problem-reports): the order's page and the agents' card follow. */
  'problem-report.changed': { reportId: string };
  /** A queue alert was raised or cleared: the alerts open now (ops/alerts). */
  'ops.queue-alerts.changed': { alerts: QueueAlertView[] };
}

export type ChatMessageAuthor = 'customer' | 'agent' | 'auto-reply' | 'system';

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent<K extends DomainEventName> = DomainEventMap[K];
export type DomainEventListener<K extends DomainEventName> = (event: DomainEvent<K>) => void | Promise<void>;
