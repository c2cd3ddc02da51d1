import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { WhatsappSettingsService } from './whatsapp-settings.service';

/** How long one Graph API request may take. */
const REQUEST_TIMEOUT_MS = 15_000;
/** WhatsApp's own limit for documents (images are 5 MB). */
export const MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/**
 * What became of one send:
 * - sent: WhatsApp took it and gave its id;
 * - refused: WhatsApp answered no (its reason), nothing was sent;
 * - retry: provably not taken (no connection, or throttled), safe to try again;
 * - unknown: the request may have reached WhatsApp but no answer came (a timeout, a dropped connection, a 5xx).
 */
export type SendOutcome =
  | { kind: 'sent'; providerMessageId: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'unknown'; reason: string };

/** Network errors raised before a request could leave: nothing reached WhatsApp. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

function causeCode(error: unknown): string | null {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : null;
}

/** Meta's error body: `{ error: { message, type, code, error_data: { details } } }`. */
function metaReason(body: unknown, status: number): string {
  const error = (body as { error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } } } | null)
    ?.error;
  const message = typeof error?.message === 'string' ? error.message : `WhatsApp answered ${status}`;
  const code = typeof error?.code === 'number' ? ` (${error.code})` : '';
  const details = typeof error?.error_data?.details === 'string' ? `: ${error.error_data.details}` : '';
  return `${message}${code}${details}`;
}

/** The WhatsApp Cloud API (Graph API over HTTPS) as Kedai uses it: send a message, fetch a customer's file. */
@Injectable()
export class GraphApi {
  constructor(private readonly settings: WhatsappSettingsService) {}

  /** A text message; `ownId` comes back on every status webhook of it (biz_opaque_callback_data). */
  sendText(to: string, body: string, ownId: string): Promise<SendOutcome> {
    return this.send({ to, type: 'text', text: { body, preview_url: false }, biz_opaque_callback_data: ownId });
  }

  /** An approved template (the only kind WhatsApp delivers outside the 24-hour window). */
  sendTemplate(to: string, name: string, language: string, parameters: string[], ownId: string): Promise<SendOutcome> {
    return this.send({
      to,
      type: 'template',
      template: {
        name,
        language: { code: language },
        components: parameters.length
          ? [{ type: 'body', parameters: parameters.map((value) => ({ type: 'text', text: value })) }]
          : [],
      },
      biz_opaque_callback_data: ownId,
    });
  }

  private async send(message: Record<string, unknown>): Promise<SendOutcome> {
    const config = await this.settings.resolved();
    if (!config.token || !config.phoneNumberId) {
      return { kind: 'refused', reason: 'WhatsApp is not set up (Settings → WhatsApp: token and phone number ID)' };
    }
    let response: Response;
    try {
      response = await fetch(`${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...message }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const code = causeCode(error);
      if (code && NOT_SENT_CODES.has(code)) return { kind: 'retry', reason: `WhatsApp could not be reached (${code})` };
      return { kind: 'unknown', reason: `No answer from WhatsApp (${code ?? String(error)})` };
    }
    const body = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[] } | null;
    if (response.ok) {
      const id = body?.messages?.[0]?.id;
      return typeof id === 'string'
        ? { kind: 'sent', providerMessageId: id }
        : { kind: 'unknown', reason: 'No message id' };
    }
    // Throttling: WhatsApp did not take the message and asks to try later.
    if (response.status === 429) return { kind: 'retry', reason: metaReason(body, response.status) };
    if (response.status >= 500) return { kind: 'unknown', reason: metaReason(body, response.status) };
    return { kind: 'refused', reason: metaReason(body, response.status) };
  }

  /**
   * A customer's file: its URL from GET /{media-id}, then the bytes (with the token), checked against the
   * SHA-256 WhatsApp gave and WhatsApp's size limit.
   */
  async download(mediaId: string): Promise<{ content: Buffer; mimeType: string }> {
    const config = await this.settings.resolved();
    const headers = { Authorization: `Bearer ${config.token ?? ''}` };
    const info = await fetch(`${config.apiBase}/${encodeURIComponent(mediaId)}`, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!info.ok) throw new Error(`WhatsApp did not find the file (${info.status})`);
    const meta = (await info.json()) as { url?: unknown; mime_type?: unknown; sha256?: unknown; file_size?: unknown };
    if (typeof meta.url !== 'string') throw new Error('WhatsApp gave no address for the file');
    if (typeof meta.file_size === 'number' && meta.file_size > MEDIA_MAX_BYTES)
      throw new Error('The file is too large');
    const file = await fetch(meta.url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!file.ok) throw new Error(`The file could not be downloaded (${file.status})`);
    const content = Buffer.from(await file.arrayBuffer());
    if (content.length > MEDIA_MAX_BYTES) throw new Error('The file is too large');
    if (typeof meta.sha256 === 'string') {
      // The hash is documented without its encoding: hex and base64 are both accepted.
      const digest = createHash('sha256').update(content);
      const hex = digest.digest('hex');
      if (meta.sha256 !== hex && meta.sha256 !== Buffer.from(hex, 'hex').toString('base64')) {
        throw new Error('The file does not match its checksum');
      }
    }
    return { content, mimeType: typeof meta.mime_type === 'string' ? meta.mime_type : 'application/octet-stream' };
  }
}
