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

/**
 * A domain name as the inbound domain takes it: labels of letters, digits and hyphens (not at either end), at least
 * two labels, the last one alphabetic, at most 253 characters. Lower-cased and without a trailing dot first.
 */
export function isInboundDomain(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return false;
  return /^[a-z]{2,63}$/.test(labels[labels.length - 1]) || /^xn--[a-z0-9-]+$/.test(labels[labels.length - 1]);
}

/** Where a setting's value comes from: the server's environment wins over what Settings saved. */
export type InboundEmailSettingSource = 'env' | 'settings' | null;

/**
 * Settings → Inbound e-mail (GET / PUT /api/admin/channels/email/settings, admins only). The webhook secret is
 * write-only: the view says whether it is set and where from, never its value.
 */
export interface InboundEmailSettingsView {
  /** The reply domain: reply+<token>@<domain> on conversation e-mails; null: e-mails carry no reply address. */
  domain: string | null;
  domainSource: InboundEmailSettingSource;
  secret: { set: boolean; source: InboundEmailSettingSource };
  /** The URL to give the mail provider's inbound-parse settings. */
  webhookUrl: string;
  /** The DNS record to create for the domain when the built-in listener receives the mail (null without a domain). */
  mxRecord: { name: string; type: 'MX'; priority: number; value: string } | null;
  /** The built-in SMTP listener of the process that answered: its port is INBOUND_SMTP_PORT (environment only). */
  smtp: { listening: boolean; port: number | null };
}

/** PUT …/settings: a domain ('' clears it); a new secret (empty keeps the stored one); clearSecret removes it. */
export interface InboundEmailSettingsInput {
  domain?: string;
  secret?: string;
  clearSecret?: boolean;
}

/** The shortest webhook secret Settings takes (a guessable secret would let anyone post as a customer). */
export const INBOUND_EMAIL_SECRET_MIN = 16;
