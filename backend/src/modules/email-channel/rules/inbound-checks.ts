import type { InboundEmailReason } from '@kedai/contracts';

/** What the checks read of one inbound e-mail (headers by lower-case name, as mailparser gives them). */
export interface InboundFacts {
  sizeBytes: number;
  /** The SMTP envelope's sender: '' for the null sender `<>` (bounces); null when not known (a webhook without it). */
  envelopeFrom: string | null;
  fromAddress: string | null;
  headers: {
    autoSubmitted?: string | null;
    precedence?: string | null;
    contentType?: string | null;
    /** Present on every e-mail the shop sends (core/mail: X-Kedai-Outbox). */
    ownMail?: string | null;
    /** X-Autoreply, X-Autorespond: older auto-responders' marks. */
    autoReply?: string | null;
  };
  /** SPF and DKIM as the provider reported them (null: not reported). */
  spf: string | null;
  dkim: string | null;
}

export interface InboundVerdict {
  status: 'refused' | 'quarantined';
  reason: InboundEmailReason;
  detail: string;
}

/** The shop's own addresses: its sender and anything at the inbound domain. */
export interface OwnAddresses {
  sender: string | null;
  inboundDomain: string | null;
}

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * Loops (RFC 3834): auto-replies, bulk and list mail, bounces and the shop's own mail are never posted (an
 * answer to them would answer a machine, which may answer back). Null when the mail is a person's.
 */
export function loopVerdict(facts: InboundFacts, own: OwnAddresses): InboundVerdict | null {
  const refused = (reason: InboundEmailReason, detail: string): InboundVerdict => ({
    status: 'refused',
    reason,
    detail,
  });
  const from = lower(facts.fromAddress);
  if (facts.headers.ownMail || (own.sender && from === lower(own.sender))) {
    return refused('own-message', 'The shop sent this e-mail itself.');
  }
  if (own.inboundDomain && from.endsWith(`@${lower(own.inboundDomain)}`)) {
    return refused('own-message', 'It comes from the inbound domain itself.');
  }
  const autoSubmitted = lower(facts.headers.autoSubmitted).split(';')[0]?.trim();
  if (autoSubmitted && autoSubmitted !== 'no') {
    return refused('auto-submitted', `Auto-Submitted: ${autoSubmitted}`);
  }
  if (facts.headers.autoReply) return refused('auto-submitted', 'It is marked as an automatic reply.');
  const precedence = lower(facts.headers.precedence);
  if (['bulk', 'junk', 'list'].includes(precedence)) return refused('bulk', `Precedence: ${precedence}`);
  const localPart = from.split('@')[0] ?? '';
  if (
    facts.envelopeFrom === '' ||
    ['mailer-daemon', 'postmaster'].includes(localPart) ||
    /multipart\/report/i.test(facts.headers.contentType ?? '')
  ) {
    return refused('bounce', facts.envelopeFrom === '' ? 'Empty return path (a bounce).' : `From ${from || 'nobody'}`);
  }
  return null;
}

/** A DKIM result as providers report it ("pass", "{@example.com : pass}", "fail"…): failed unless one passed. */
export function dkimFailed(dkim: string | null): boolean {
  const text = lower(dkim);
  return /\bfail/.test(text) && !/\bpass\b/.test(text);
}

/** SPF "fail" (not softfail, neutral or none: those are common for honest senders). */
export function spfFailed(spf: string | null): boolean {
  return /^fail\b/.test(lower(spf));
}

/** The provider's verdicts: a failed SPF or DKIM quarantines the mail (kept, never posted). */
export function authVerdict(facts: Pick<InboundFacts, 'spf' | 'dkim'>): InboundVerdict | null {
  if (spfFailed(facts.spf)) return { status: 'quarantined', reason: 'spf-fail', detail: `SPF: ${facts.spf}` };
  if (dkimFailed(facts.dkim)) return { status: 'quarantined', reason: 'dkim-fail', detail: `DKIM: ${facts.dkim}` };
  return null;
}

/**
 * Spoofing: the From must be the address the conversation's e-mail went to (a reply address leaked or guessed
 * by someone else must not speak for the customer). Quarantined, not refused: a customer writing from another
 * of their addresses is kept for a person to see.
 */
export function senderVerdict(fromAddress: string | null, expected: string): InboundVerdict | null {
  if (lower(fromAddress) && lower(fromAddress) === lower(expected)) return null;
  return {
    status: 'quarantined',
    reason: 'spoofed-sender',
    detail: `From ${fromAddress || 'nobody'}, but this conversation's customer is ${expected}`,
  };
}
