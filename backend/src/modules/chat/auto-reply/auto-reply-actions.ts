import type { Language } from '@kedai/contracts';
import { MAX_MESSAGE_LENGTH } from '../entities/chat-message.entity';
import { credentialsReply, type ProductCredentials } from './product-keyword-stage';

/**
 * What an auto-reply does when it is sent. Adding an action: a member here, its handler in
 * AUTO_REPLY_ACTION_HANDLERS (the compiler asks for it), and the field that lets an admin choose it.
 */
export type AutoReplyAction =
  /** Send this text. */
  | { type: 'reply'; text: string }
  /** Send the account e-mail and password of the order's products: stored masked, the full text sealed. */
  | { type: 'credentials'; orderId: string; products: ProductCredentials[]; language?: Language };

export type AutoReplyActionType = AutoReplyAction['type'];

/** The message an action stores. */
export interface AutoReplyMessage {
  /** Stored in the clear (session preview, table): for a reply carrying a secret, the secret masked. */
  message: string;
  /** The full text of a reply carrying a secret, stored encrypted; null otherwise. */
  sealedMessage: string | null;
}

type Handlers = {
  [T in AutoReplyActionType]: (action: Extract<AutoReplyAction, { type: T }>) => AutoReplyMessage;
};

const clip = (text: string) => text.slice(0, MAX_MESSAGE_LENGTH);

export const AUTO_REPLY_ACTION_HANDLERS: Handlers = {
  reply: (action) => ({ message: clip(action.text), sealedMessage: null }),
  credentials: (action) => ({
    message: clip(credentialsReply(action.orderId, action.products, true, action.language)),
    sealedMessage: clip(credentialsReply(action.orderId, action.products, false, action.language)),
  }),
};

export function autoReplyMessage(action: AutoReplyAction): AutoReplyMessage {
  // Each handler takes its own member; the map's type guarantees the pairing.
  const handler = AUTO_REPLY_ACTION_HANDLERS[action.type] as (action: AutoReplyAction) => AutoReplyMessage;
  return handler(action);
}
