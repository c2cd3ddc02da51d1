import type { ComposedEmail } from '../../core/mail/mail.service';
import { continuityLink } from './chat-continuity-mail';

/** The customer may ask for a transcript at most once per conversation in this window. */
export const TRANSCRIPT_WINDOW_MINUTES = 10;

export interface TranscriptLine {
  senderName: string;
  text: string;
  at: Date;
}

const timeFormat = new Intl.DateTimeFormat('en-MY', {
  timeZone: 'Asia/Kuala_Lumpur',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** GMT+8, as the shop's hours are given: "24 Nov 2026, 14:05". */
const when = (at: Date) => timeFormat.format(at);

/** The conversation as the customer saw it, in the shop's one e-mail layout (which escapes what people typed). */
export function transcriptMessage(input: {
  to: string;
  sessionId: string;
  customerName: string;
  lines: readonly TranscriptLine[];
}): ComposedEmail {
  const subject = 'Your Kedai support chat transcript';
  return {
    to: input.to,
    subject,
    blocks: [
      { kind: 'heading', text: subject },
      { kind: 'paragraph', text: `Hi ${input.customerName},` },
      { kind: 'paragraph', text: 'Here is the transcript of your chat with Kedai support (times in GMT+8):' },
      ...input.lines.map((line) => ({
        kind: 'quote' as const,
        text: `[${when(line.at)}] ${line.senderName}: ${line.text}`,
      })),
      { kind: 'button', label: 'Continue the conversation', url: continuityLink() },
    ],
    related: { type: 'chat_session', id: input.sessionId },
  };
}
