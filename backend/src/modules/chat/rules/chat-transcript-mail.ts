import { DEFAULT_LANGUAGE, zonedFormat, type Language } from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';
import { emailT } from '../../../core/i18n/email-i18n';
import type { ComposedEmail } from '../../../core/mail/mail.service';
import { continuityLink } from './chat-continuity-mail';

/** The customer may ask for a transcript at most once per conversation in this window. */
export const TRANSCRIPT_WINDOW_MINUTES = 10;

export interface TranscriptLine {
  senderName: string;
  text: string;
  at: Date;
  /** The line's file, as a signed link (never the file itself). */
  file?: { name: string; url: string } | null;
}

const TIME_STYLE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};

/** On the shop's clock, as the shop's hours are given: "24 Nov 2026, 14:05". */
const when = (at: Date) => zonedFormat(shopTimeZone(), 'en-MY', TIME_STYLE).format(at);

/**
 * The conversation as the customer saw it, in the shop's one e-mail layout (which escapes what people typed),
 * in the chat's language.
 */
export function transcriptMessage(input: {
  to: string;
  sessionId: string;
  customerName: string;
  language?: Language;
  lines: readonly TranscriptLine[];
}): ComposedEmail {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = emailT(language);
  const subject = t('chat.transcript.subject');
  return {
    to: input.to,
    subject,
    language,
    blocks: [
      { kind: 'heading', text: subject },
      { kind: 'paragraph', text: t('common.greeting', { name: input.customerName }) },
      { kind: 'paragraph', text: t('chat.transcript.intro') },
      ...input.lines.flatMap((line) => [
        {
          kind: 'quote' as const,
          text: `[${when(line.at)}] ${line.senderName}: ${line.text || (line.file ? `📎 ${line.file.name}` : '')}`,
        },
        ...(line.file ? [{ kind: 'link' as const, label: `📎 ${line.file.name}`, url: line.file.url }] : []),
      ]),
      { kind: 'button', label: t('chat.continue'), url: continuityLink() },
    ],
    related: { type: 'chat_session', id: input.sessionId },
  };
}
