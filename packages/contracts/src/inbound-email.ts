/**
 * Inbound e-mail (docs/channels.md "Inbound e-mail"): customers answer a conversation's e-mails and the answer
 * lands in that conversation. What happened to each inbound e-mail, as admins read it.
 */

/** posted: in its conversation; refused: never ours to post; quarantined: kept for a person to judge, never posted. */
export const INBOUND_EMAIL_STATUSES = ['received', 'posted', 'refused', 'quarantined'] as const;
export type InboundEmailStatus = (typeof INBOUND_EMAIL_STATUSES)[number];

/** Why an inbound e-mail was not posted. */
export const INBOUND_EMAIL_REASONS = [
  'oversized',
  'no-reply-address',
  'unknown-token',
  'auto-submitted',
  'bulk',
  'bounce',
  'own-message',
  'spoofed-sender',
  'spf-fail',
  'dkim-fail',
  'unreadable',
] as const;
export type InboundEmailReason = (typeof INBOUND_EMAIL_REASONS)[number];

/** How it arrived: the built-in SMTP listener, or a mail provider's inbound webhook. */
export type InboundEmailVia = 'smtp' | 'webhook';

/** One inbound e-mail (GET /api/admin/channels/email/inbound). */
export interface InboundEmailView {
  id: string;
  /** The mail's Message-ID (a hash of its bytes when it had none); null when it was not read (too big). */
  messageId: string | null;
  via: InboundEmailVia;
  status: InboundEmailStatus;
  reason: InboundEmailReason | null;
  /** What the reason means for this mail, in words (e.g. the From it had and the one expected). */
  detail: string | null;
  fromAddress: string | null;
  envelopeFrom: string | null;
  subject: string | null;
  sessionId: string | null;
  /** SPF and DKIM results as the provider reported them (null through the built-in listener). */
  spf: string | null;
  dkim: string | null;
  sizeBytes: number;
  createdAt: string;
}
