import type { ChatHours } from './chat-hours';
import type { AdminOrderView } from './fulfilment';

/** The longest chat message (a customer's, an agent's, an auto-reply's or a quick reply's text), in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** The longest name of an auto-reply rule or title of a quick reply. */
export const CHAT_REPLY_TITLE_MAX_LENGTH = 100;
import type { Language } from './languages';

/**
 * Chat administration views (auto-reply rules, quick replies, settings, the auto-reply tester), as the
 * admin REST routes under /api/admin/chat return them.
 */

/**
 * 'greeting': a keyword rule that answers only when no rule of another category matches the message ("hello" gets
 * the greeting, "hello, I forgot my password" the password help). 'after_hours': a rule without keywords that
 * answers an unmatched message while agents are away (outside chat hours, no agent online, none answered lately).
 */
export const AUTO_REPLY_CATEGORIES = [
  'activation',
  'order',
  'technical',
  'general',
  'greeting',
  'after_hours',
] as const;
export type AutoReplyCategory = (typeof AUTO_REPLY_CATEGORIES)[number];

export const QUICK_REPLY_CATEGORIES = ['order', 'payment', 'installation', 'general'] as const;
export type QuickReplyCategory = (typeof QUICK_REPLY_CATEGORIES)[number];

/** The languages a rule's response or a quick reply is translated into; English is the text itself. */
export const TRANSLATED_LANGUAGES = ['ms', 'zh-Hans'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** `{ "ms": "...", "zh-Hans": "..." }`: a missing or blank translation falls back to the English text. */
export type Translations = Partial<Record<TranslatedLanguage, string>>;

/** The text in `language`: its translation when there is a non-blank one, else the English text. */
export function translatedText(english: string, translations: Translations | null | undefined, language: Language) {
  if (language === 'en') return english;
  const translation = translations?.[language];
  return translation && translation.trim().length > 0 ? translation : english;
}

export interface AutoReplyRuleView {
  id: string;
  name: string;
  /** Matched case-insensitively as substrings; empty for a fallback rule. */
  keywords: string[];
  response: string;
  /** The response in Malay and simplified Chinese (placeholders such as {nextOpen} work in each). */
  translations: Translations;
  isActive: boolean;
  /** Lower numbers are tried first. */
  priority: number;
  category: AutoReplyCategory;
  createdAt: string;
  updatedAt: string;
}

export interface QuickReplyView {
  id: string;
  title: string;
  content: string;
  /** The content in Malay and simplified Chinese, for a customer who writes in one of them. */
  translations: Translations;
  category: QuickReplyCategory;
  isActive: boolean;
  createdAt: string;
}

/** The global auto-reply switch and delay. */
export interface ChatSettingsView {
  autoReplyEnabled: boolean;
  responseDelaySeconds: number;
  /** Live chat's business hours and holidays, on the shop's clock. */
  hours: ChatHours;
  /** Round-robin auto-assignment among online agents (off by default). */
  autoAssignEnabled: boolean;
  /** Round-robin gives an agent at most this many open conversations. */
  autoAssignCap: number;
  updatedAt: string;
}

/** POST /api/admin/chat/auto-reply-test: which rule would answer a message, and with what. Sends nothing. */
export interface AutoReplyTestResult {
  matched: boolean;
  stage: string | null;
  rule: { id: string; name: string; category: string; priority: number } | null;
  keyword: string | null;
  reply: string | null;
  autoReplyEnabled: boolean;
  responseDelaySeconds: number;
  /** Present when an order id was given: the product-keyword stage's view of that order. */
  order: { orderId: string; found: boolean; paid: boolean; products: string[] } | null;
}

/** Why an order is in a chat's sidebar: the customer's account, an e-mail or an order id given in the chat. */
export type ChatOrderMatch = 'account' | 'email' | 'order-id';

/** GET /api/admin/chat/sessions/{id}/orders: the customer's orders beside the conversation, newest first. */
export interface ChatCustomerOrders {
  orders: { order: AdminOrderView; matchedBy: ChatOrderMatch }[];
  /** The e-mails and order ids looked up (the session's own and those written in the chat). */
  lookedUp: { emails: string[]; orderIds: string[] };
}

/** GET /api/admin/chat/order-chats?orderIds=: the newest chat of each order's customer (for "Open chat"). */
export interface OrderChats {
  chats: Record<string, string>;
}

/** GET /api/chat/hours (anyone): live chat's hours, and whether it is open now. */
export interface ChatHoursView {
  hours: ChatHours;
  /** The shop's time zone the hours are in (Settings → Timezone). */
  timeZone: string;
  withinHours: boolean;
  /** When chat next opens (ISO); only outside hours. */
  nextOpenAt?: string;
}

/** The largest file a chat message can carry (10 MB). */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the chat's file pickers offer; the server decides the type from the bytes, not from this list. */
export const CHAT_ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf,.heic,.heif';
