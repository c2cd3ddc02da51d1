/**
 * Reads Meta's WhatsApp webhook JSON (entry[].changes[].value.messages / statuses) into what Kedai uses. Pure and
 * forgiving: anything of another shape is skipped, never thrown on (the body is already proven to be Meta's).
 */

export interface InboundWhatsappMessage {
  /** WhatsApp's message id (wamid…). */
  id: string;
  /** The sender's WhatsApp id: the number's digits, country code first. */
  from: string;
  sentAt: Date;
  /** The name on the customer's WhatsApp profile. */
  profileName: string | null;
  kind: 'text' | 'image' | 'document' | 'other';
  /** The text, the caption of a file, or a line saying what kind of message could not be shown. */
  text: string;
  media: { id: string; mimeType: string; fileName: string | null } | null;
}

export const REPORTED_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

export interface WhatsappStatusReport {
  /** The id WhatsApp gave the shop's message when it took it. */
  id: string;
  status: ReportedStatus;
  /** Meta's reason for a failure (title and details). */
  reason: string | null;
  /** The shop's own message id, sent along as biz_opaque_callback_data. */
  ownId: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

function sentAt(timestamp: unknown): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

function readMessage(message: Json, names: Map<string, string>): InboundWhatsappMessage | null {
  const id = text(message.id);
  const from = text(message.from);
  if (!id || !from) return null;
  const base = { id, from, sentAt: sentAt(message.timestamp), profileName: names.get(from) ?? null };
  const type = text(message.type) ?? 'unknown';
  if (type === 'text') {
    const body = isObject(message.text) ? text(message.text.body) : null;
    return { ...base, kind: 'text', text: body ?? '', media: null };
  }
  if (type === 'image' || type === 'document') {
    const media = message[type];
    const mediaId = isObject(media) ? text(media.id) : null;
    if (!isObject(media) || !mediaId) return null;
    const fileName = text(media.filename);
    const caption = text(media.caption);
    return {
      ...base,
      kind: type,
      text: caption ?? (type === 'image' ? 'Sent a photo' : `Sent a document${fileName ? `: ${fileName}` : ''}`),
      media: { id: mediaId, mimeType: text(media.mime_type) ?? 'application/octet-stream', fileName },
    };
  }
  return {
    ...base,
    kind: 'other',
    text: `Sent a ${type} message on WhatsApp, which the inbox cannot show: ask the customer to type it or send a photo.`,
    media: null,
  };
}

function reasonOf(status: Json): string | null {
  const error = list(status.errors)[0];
  if (!error) return null;
  const details = isObject(error.error_data) ? text(error.error_data.details) : null;
  const title = text(error.title) ?? text(error.message) ?? 'Failed';
  const code = typeof error.code === 'number' ? ` (${error.code})` : '';
  return `${title}${code}${details ? `: ${details}` : ''}`;
}

export function readWebhook(payload: unknown): {
  messages: InboundWhatsappMessage[];
  statuses: WhatsappStatusReport[];
} {
  const messages: InboundWhatsappMessage[] = [];
  const statuses: WhatsappStatusReport[] = [];
  if (!isObject(payload)) return { messages, statuses };
  for (const entry of list(payload.entry)) {
    for (const change of list(entry.changes)) {
      const value = change.value;
      if (!isObject(value)) continue;
      const names = new Map<string, string>();
      for (const contact of list(value.contacts)) {
        const waId = text(contact.wa_id);
        const name = isObject(contact.profile) ? text(contact.profile.name) : null;
        if (waId && name) names.set(waId, name);
      }
      for (const message of list(value.messages)) {
        const read = readMessage(message, names);
        if (read) messages.push(read);
      }
      for (const status of list(value.statuses)) {
        const id = text(status.id);
        const reported = text(status.status);
        if (!id || !(REPORTED_STATUSES as readonly string[]).includes(reported ?? '')) continue;
        statuses.push({
          id,
          status: reported as ReportedStatus,
          reason: reported === 'failed' ? reasonOf(status) : null,
          ownId: text(status.biz_opaque_callback_data),
        });
      }
    }
  }
  return { messages, statuses };
}
