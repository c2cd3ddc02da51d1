import type { ChatSenderType } from '@kedai/contracts';

/** Which side of the chat a screen is on: whose messages are its own and whose it reads. */
export interface ChatSide {
  /** Senders of the other side: their messages are read here, their typing is shown. */
  theirs: readonly ChatSenderType[];
  /** The readerType of the other side's read receipts (they tick our own messages). */
  counterpart: 'admin' | 'customer';
}

/** The customer reads the agent's and the auto-replies' messages (system notes are nobody's). */
export const customerSide: ChatSide = { theirs: ['admin', 'auto'], counterpart: 'admin' };

export const agentSide: ChatSide = { theirs: ['customer'], counterpart: 'customer' };

export const isTheirs = (side: ChatSide, senderType: ChatSenderType) => side.theirs.includes(senderType);

/** Our own messages, as the other side's receipt ticks them: the customer's, or everything else for agents. */
export const isOwn = (side: ChatSide, senderType: ChatSenderType) =>
  side.counterpart === 'admin' ? senderType === 'customer' : senderType !== 'customer';
