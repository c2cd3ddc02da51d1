import { DEFAULT_LANGUAGE, translatedText, type ChatHours, type Language, type Translations } from '@kedai/contracts';
import { shopFormat, shopTimeZone, shopZoneLabel } from '../../../core/format/shop-time';
import type { AutoReplyAction } from './auto-reply-actions';
import { chatAvailability } from '../rules/business-hours';

/**
 * Keyword auto-reply matching (docs/product/chat.md#auto-replies): case-insensitive substring; rules tried by priority
 * number, lowest first. Matching runs in stages, first hit wins, so a "product keyword" stage (answers
 * tied to a paid order) can be put in front of the generic rules later.
 */
export interface MatchableRule {
  id: string;
  name: string;
  keywords: string[];
  response: string;
  /** The response in other languages; a missing or blank one falls back to `response`. */
  translations?: Translations;
  isActive: boolean;
  priority: number;
  category?: string;
  createdAt?: Date;
}

export interface AutoReplyMatch<R extends MatchableRule = MatchableRule> {
  stage: string;
  rule: R;
  /** The keyword that matched; null for a catch-all (no keywords) fallback rule. */
  keyword: string | null;
  /** The reply as the customer will read it (what the admin tester shows). */
  reply: string;
  /** What sending it does; absent means a plain reply of `reply` (see actionOf). */
  action?: AutoReplyAction;
}

/** The action a match stands for. */
export const actionOf = (match: AutoReplyMatch): AutoReplyAction =>
  match.action ?? { type: 'reply', text: match.reply };

export interface AutoReplyStage<R extends MatchableRule = MatchableRule> {
  name: string;
  match(text: string): AutoReplyMatch<R> | null;
}

export const normalizeKeywords = (keywords: string[]): string[] => [
  ...new Set(keywords.map((keyword) => keyword.trim().toLowerCase()).filter((keyword) => keyword.length > 0)),
];

/** Keywords this short match whole words only: "hi" answers "hi there", not "this" or "shipping". */
export const SHORT_KEYWORD_LENGTH = 3;

/**
 * Chinese is written without spaces, so a word there has no boundary to look for: a keyword with a Han
 * character is a substring whatever its length ("激活" in "我的激活码呢"), and a Han character next to a
 * short Latin keyword ends that word ("hi你好").
 */
const HAN = /\p{Script=Han}/u;
const BOUNDARY = '[^\\p{L}\\p{N}]|\\p{Script=Han}';

/** Compiled once per keyword (every customer message is matched against every rule); bounded, oldest out. */
const wordPatterns = new Map<string, RegExp>();
const WORD_PATTERNS_KEPT = 2000;

const wordPattern = (keyword: string) => {
  let pattern = wordPatterns.get(keyword);
  if (!pattern) {
    pattern = new RegExp(`(^|${BOUNDARY})${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|${BOUNDARY})`, 'u');
    if (wordPatterns.size >= WORD_PATTERNS_KEPT) wordPatterns.delete(wordPatterns.keys().next().value as string);
    wordPatterns.set(keyword, pattern);
  }
  return pattern;
};

/**
 * Whether a keyword occurs in lower-cased text: a substring, or a whole word when the keyword is short
 * (and not Chinese).
 */
export function keywordOccurs(haystack: string, keyword: string): boolean {
  if (keyword.length > SHORT_KEYWORD_LENGTH || HAN.test(keyword)) return haystack.includes(keyword);
  return wordPattern(keyword).test(haystack);
}

/** A rule's response in the customer's language (its translation, else the English text). */
export const ruleText = (rule: MatchableRule, language: Language = DEFAULT_LANGUAGE): string =>
  translatedText(rule.response, rule.translations, language);

/** A generic rule answers with its response text, in the customer's language. */
export const ruleAction = (rule: MatchableRule, language: Language = DEFAULT_LANGUAGE): AutoReplyAction => ({
  type: 'reply',
  text: ruleText(rule, language),
});

const byPriority = (a: MatchableRule, b: MatchableRule) =>
  a.priority - b.priority || (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || a.id.localeCompare(b.id);

/** "Tue, 24 Nov, 10:50 am (GMT+8)" ("Sel, 24 Nov, 10:50 PG", "11月24日周二 上午10:50"): when agents are back. */
export function formatBackAt(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  // Every message of a closed period names the same opening: written once per opening, language and zone.
  const key = `${iso}|${language}|${shopTimeZone()}`;
  let text = backAtTexts.get(key);
  if (text === undefined) {
    text = `${shopFormat('backAt', language).format(new Date(iso))} (${shopZoneLabel(new Date(iso))})`;
    if (backAtTexts.size >= 64) backAtTexts.clear();
    backAtTexts.set(key, text);
  }
  return text;
}

const backAtTexts = new Map<string, string>();

/** The after-hours answer with `{nextOpen}` filled in, in the answer's language. */
export const afterHoursReply = (response: string, nextOpenAt: string, language: Language = DEFAULT_LANGUAGE) =>
  response.replaceAll('{nextOpen}', formatBackAt(nextOpenAt, language));

/** A rule's keywords as matched; rules are kept (cached) objects on the message path, so normalized once each. */
const ruleKeywords = new WeakMap<MatchableRule, { from: string[]; keywords: string[] }>();
const keywordsOf = (rule: MatchableRule): string[] => {
  const known = ruleKeywords.get(rule);
  if (known && known.from === rule.keywords) return known.keywords;
  const keywords = normalizeKeywords(rule.keywords);
  ruleKeywords.set(rule, { from: rule.keywords, keywords });
  return keywords;
};

const isFallback = (rule: MatchableRule, category: string) =>
  keywordsOf(rule).length === 0 && (rule.category ?? 'general') === category;

/**
 * What decides whether agents are away, besides the clock: the seller's business hours (the shipped ones when
 * absent), and who is there: an agent online, or one who answered this conversation in the last
 * AWAY_REPLY_QUIET_MINUTES. Someone there means agents are not away, whatever the hour.
 */
export interface ChatSituation {
  hours?: ChatHours;
  agentAvailable?: boolean;
}

/** When agents are back, if they are away now (outside chat hours and nobody there); null when they are not away. */
export function awayUntil(now: Date, situation: ChatSituation = {}): string | null {
  if (situation.agentAvailable) return null;
  return chatAvailability(now, situation.hours).nextOpenAt ?? null;
}

/**
 * What a rule's reply says when it is sent at `now` (the reply goes out after a delay, so the job asks
 * again): the after-hours answer names when agents are back, and is not sent once they are, nor once an
 * agent is online or has answered.
 */
export function ruleActionAt(
  rule: MatchableRule,
  now: Date = new Date(),
  language: Language = DEFAULT_LANGUAGE,
  situation?: ChatSituation,
): AutoReplyAction | null {
  if (!isFallback(rule, 'after_hours')) return ruleAction(rule, language);
  const nextOpenAt = awayUntil(now, situation);
  return nextOpenAt ? { type: 'reply', text: afterHoursReply(ruleText(rule, language), nextOpenAt, language) } : null;
}

/**
 * The first keyword rule, by priority, whose keyword occurs in the text, most specific first: a 'greeting' rule
 * answers only when no rule of another category matches ("hello, I forgot my password" is about the password).
 */
function keywordMatch<R extends MatchableRule>(active: R[], haystack: string): { rule: R; keyword: string } | null {
  let greeting: { rule: R; keyword: string } | null = null;
  for (const rule of active) {
    const keyword = keywordsOf(rule).find((candidate) => keywordOccurs(haystack, candidate));
    if (!keyword) continue;
    if (rule.category !== 'greeting') return { rule, keyword };
    greeting ??= { rule, keyword };
  }
  return greeting;
}

/**
 * The generic rules stage: active rules with keywords by priority, a greeting only when nothing more specific
 * matches; then, only if no keyword rule matched: while agents are away (outside chat hours, with no agent online
 * and none who answered lately: `situation`) an active 'after_hours' rule without keywords (saying when agents
 * are back), otherwise (or without one) an active 'general' rule without keywords (a thank-you fallback).
 * Without one, no reply.
 */
export function rulesStage<R extends MatchableRule>(
  rules: R[],
  now: Date = new Date(),
  language: Language = DEFAULT_LANGUAGE,
  situation?: ChatSituation,
): AutoReplyStage<R> {
  const active = rules.filter((rule) => rule.isActive).sort(byPriority);
  return {
    name: 'rules',
    match(text) {
      const found = keywordMatch(active, text.toLowerCase());
      if (found) {
        const reply = ruleText(found.rule, language);
        return { stage: 'rules', ...found, reply, action: { type: 'reply', text: reply } };
      }
      const nextOpenAt = awayUntil(now, situation);
      const afterHours = nextOpenAt ? active.find((rule) => isFallback(rule, 'after_hours')) : undefined;
      if (afterHours && nextOpenAt) {
        const reply = afterHoursReply(ruleText(afterHours, language), nextOpenAt, language);
        return { stage: 'rules', rule: afterHours, keyword: null, reply, action: { type: 'reply', text: reply } };
      }
      // Lowest priority (highest number) first: the thank-you fallback is the last 'general' rule.
      const fallback = [...active].reverse().find((rule) => isFallback(rule, 'general'));
      if (!fallback) return null;
      const reply = ruleText(fallback, language);
      return { stage: 'rules', rule: fallback, keyword: null, reply, action: { type: 'reply', text: reply } };
    },
  };
}

export function matchAutoReply<R extends MatchableRule>(
  text: string,
  stages: AutoReplyStage<R>[],
): AutoReplyMatch<R> | null {
  if (text.trim().length === 0) return null;
  for (const stage of stages) {
    const match = stage.match(text);
    if (match) return match;
  }
  return null;
}
