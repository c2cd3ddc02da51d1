import type { AgentChatMessageView, ChatRead, ChatSessionView } from '@kedai/contracts';

/**
 * What happened, said once by the module that owns the change; side effects (Socket.IO announcements,
 * metrics, scheduling, e-mails) are listeners in the modules that own them. Each event is emitted after
 * its change is committed. Payloads are contract views or plain values, never entities.
 */
export interface DomainEventMap {
  /** A chat message was stored (customer, agent, auto-reply or system). */
  'chat.message.stored': {
    message: AgentChatMessageView;
    /** The session as the message left it. */
    session: ChatSessionView;
    /** Whether the send was a resend of a message stored earlier (clients merge by id). */
    duplicate: boolean;
  };
  /** Messages of a session were marked read by the customer or an agent. */
  'chat.session.read': { read: ChatRead; session: ChatSessionView | null };
  /** A chat session changed other than by a new message (opened, context, ended, rated). */
  'chat.session.changed': { session: ChatSessionView; created: boolean };
  /** An order changed (created, paid, a fulfilment step, cancelled …): its timeline has the details. */
  'order.changed': { orderId: string; action: string };
}

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent<K extends DomainEventName> = DomainEventMap[K];
export type DomainEventListener<K extends DomainEventName> = (event: DomainEvent<K>) => void | Promise<void>;
