/**
 * The support desk's labels and message search (docs/product/chat.md "Labels" and "Search in messages"):
 * shared by the API (validation) and the inbox (pickers, error hints).
 */

/** The label colours offered in the admin: each passes WCAG AA (4.5:1) with white text on it. */
export const CHAT_LABEL_PALETTE = [
  '#B42318', // red
  '#B54708', // orange
  '#027A48', // green
  '#0E7090', // teal
  '#175CD3', // blue
  '#5925DC', // purple
  '#C11574', // pink
  '#475467', // grey
] as const;

export const CHAT_LABEL_NAME_MAX_LENGTH = 40;
/** How many labels a shop may define (a list longer than this stops being a filter). */
export const CHAT_LABELS_MAX = 100;

export interface ChatLabelView {
  id: string;
  name: string;
  /** `#RRGGBB`, upper case. */
  colour: string;
  createdAt: string;
}

export interface ChatLabelInput {
  name: string;
  colour: string;
}

/** To agents: the labels of a conversation changed (ids, in the order of the label list's names). */
export interface ChatSessionLabelled {
  sessionId: string;
  labelIds: string[];
}

/** A label's name as stored: trimmed, inner runs of spaces made one. */
export const normaliseLabelName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Why a label name is refused, or null when it is fine. */
export function labelNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || normaliseLabelName(name).length === 0) return 'A label needs a name';
  if (normaliseLabelName(name).length > CHAT_LABEL_NAME_MAX_LENGTH) {
    return `A label name is at most ${CHAT_LABEL_NAME_MAX_LENGTH} characters`;
  }
  return null;
}

/** `#abc`, `#AABBCC` → `#AABBCC`; anything else → null. */
export function normaliseLabelColour(colour: unknown): string | null {
  if (typeof colour !== 'string') return null;
  const value = colour.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toUpperCase() : null;
}

/** WCAG relative luminance of `#RRGGBB`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast of white text on the colour (1 to 21). */
export const whiteTextContrast = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

/**
 * Why a colour is refused, or null: one of the palette's, or any hex colour on which the label's white text
 * stays readable (contrast at least 4.5:1, WCAG AA), so a chip never becomes unreadable.
 */
export function labelColourProblem(colour: unknown): string | null {
  const hex = normaliseLabelColour(colour);
  if (!hex) return 'A colour is a hex colour like #175CD3';
  if (whiteTextContrast(hex) < 4.5) return 'This colour is too light for white text: pick a darker one';
  return null;
}

/** Search in message text: shorter terms match too much, longer ones are not a search. */
export const CHAT_SEARCH_MIN_LENGTH = 2;
export const CHAT_SEARCH_MAX_LENGTH = 100;
export const CHAT_SEARCH_LIMIT = 50;

/** Why a search term is refused, or null (the term is trimmed first). */
export function chatSearchProblem(term: unknown): string | null {
  if (typeof term !== 'string') return 'Type what to search for';
  const length = [...term.trim()].length;
  if (length < CHAT_SEARCH_MIN_LENGTH) return `Type at least ${CHAT_SEARCH_MIN_LENGTH} characters to search`;
  if (length > CHAT_SEARCH_MAX_LENGTH) return `Search for at most ${CHAT_SEARCH_MAX_LENGTH} characters`;
  return null;
}

/** One message that matched a search, with its conversation. */
export interface ChatSearchHit {
  sessionId: string;
  customerName: string;
  status: 'waiting' | 'active' | 'ended';
  messageId: string;
  senderType: string;
  senderName: string;
  /** Up to ~160 characters of the message around the first match. */
  snippet: string;
  /** Where the term starts and how long it is in `snippet`, in UTF-16 units (-1 when not found there). */
  matchStart: number;
  matchLength: number;
  createdAt: string;
}

/**
 * The part of a message around the first case-insensitive match of `term`: at most `width` characters,
 * with `…` where it was cut. Works on code points, so a Chinese character or an emoji is never split.
 */
export function searchSnippet(
  message: string,
  term: string,
  width = 160,
): { snippet: string; matchStart: number; matchLength: number } {
  const chars = [...message];
  const needle = [...term.trim().toLowerCase()];
  const lower = chars.map((c) => c.toLowerCase());
  let at = -1;
  for (let i = 0; i + needle.length <= lower.length && at < 0; i += 1) {
    if (needle.every((c, j) => lower[i + j] === c)) at = i;
  }
  // Positions are in UTF-16 units, as String.prototype.slice counts them in the browser.
  const units = (from: number, to: number) => chars.slice(from, to).join('').length;
  const matchLength = at < 0 ? 0 : units(at, at + needle.length);
  if (chars.length <= width) return { snippet: message, matchStart: at < 0 ? -1 : units(0, at), matchLength };
  if (at < 0) return { snippet: `${chars.slice(0, width).join('')}…`, matchStart: -1, matchLength: 0 };
  const before = Math.max(0, Math.min(at - Math.floor((width - needle.length) / 2), chars.length - width));
  const head = before > 0 ? '…' : '';
  const tail = before + width < chars.length ? '…' : '';
  return {
    snippet: `${head}${chars.slice(before, before + width).join('')}${tail}`,
    matchStart: head.length + units(before, at),
    matchLength,
  };
}

/** Round-robin's cap on the open conversations an agent is given (Settings → Live chat). */
export const CHAT_AUTO_ASSIGN_CAP_MIN = 1;
export const CHAT_AUTO_ASSIGN_CAP_MAX = 50;
export const CHAT_AUTO_ASSIGN_CAP_DEFAULT = 5;

/**
 * How a conversation's assignee changed: an agent claimed it, staff assigned or unassigned it, an agent's first
 * reply made it theirs, round-robin gave it, its agent went offline before answering (handed back to the pool),
 * or its agent's account was deactivated.
 */
export const CHAT_ASSIGNMENT_KINDS = [
  'claimed',
  'assigned',
  'unassigned',
  'replied',
  'auto',
  'handed-back',
  'deactivated',
] as const;
export type ChatAssignmentKind = (typeof CHAT_ASSIGNMENT_KINDS)[number];

/** One line of a conversation's assignment timeline (GET /api/admin/chat/sessions/:id/assignments). */
export interface ChatAssignmentEventView {
  id: string;
  sessionId: string;
  kind: ChatAssignmentKind;
  from: { id: string; name: string } | null;
  to: { id: string; name: string } | null;
  /** Who did it; null when the system did (round-robin, hand-back). */
  byName: string | null;
  at: string;
}
