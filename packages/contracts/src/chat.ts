/**
 * Chat administration views (auto-reply rules, quick replies, settings, the auto-reply tester), as the
 * admin REST routes under /api/admin/chat return them.
 */

/** 'after_hours': a rule without keywords that answers an unmatched message outside chat hours. */
export const AUTO_REPLY_CATEGORIES = ['activation', 'order', 'technical', 'general', 'after_hours'] as const;
export type AutoReplyCategory = (typeof AUTO_REPLY_CATEGORIES)[number];

export const QUICK_REPLY_CATEGORIES = ['order', 'payment', 'installation', 'general'] as const;
export type QuickReplyCategory = (typeof QUICK_REPLY_CATEGORIES)[number];

export interface AutoReplyRuleView {
  id: string;
  name: string;
  /** Matched case-insensitively as substrings; empty for a fallback rule. */
  keywords: string[];
  response: string;
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
  category: QuickReplyCategory;
  isActive: boolean;
  createdAt: string;
}

/** The global auto-reply switch and delay. */
export interface ChatSettingsView {
  autoReplyEnabled: boolean;
  responseDelaySeconds: number;
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
