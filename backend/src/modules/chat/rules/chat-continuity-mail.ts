import { DEFAULT_LANGUAGE, type Language } from '@kedai/contracts';
import { publicUrl } from '../../../core/config/public-url';
import { emailT } from '../../../core/i18n/email-i18n';
import type { ComposedEmail } from '../../../core/mail/mail.service';
import { customerOrderHints } from './customer-order-hints';

/** At most one continuity e-mail per conversation in this window; later replies wait for the customer's visit. */
export const CONTINUITY_WINDOW_MINUTES = 10;

/**
 * The link back: the shop with the chat panel open. It carries no secret on purpose: the widget resumes the
 * conversation with the visitor's own token (the browser that chatted) or the customer's login, so a
 * forwarded or leaked e-mail opens nobody's conversation; the reply itself is in the e-mail.
 */
export const continuityLink = () => publicUrl('/?chat=open');

/**
 * Where a customer who left can be reached: the signed-in account's e-mail, else the session's, else the newest
 * e-mail the customer wrote in the chat. Null when there is none.
 */
export function continuityAddress(
  session: { customerId: string | null; customerEmail: string | null; orderId: string | null },
  accountEmail: string | null,
  customerTexts: readonly string[],
): string | null {
  if (accountEmail) return accountEmail;
  return customerOrderHints(session, customerTexts).emails[0] ?? null;
}

export interface ContinuityReply {
  agentName: string;
  text: string;
  /** The reply's file, as a signed link (never the file itself). */
  file?: { name: string; url: string } | null;
}

/** One reply, e-mailed at once; several: the digest of the replies written inside the window. In the chat's language. */
export function continuityMessage(input: {
  to: string;
  sessionId: string;
  customerName: string;
  language?: Language;
  replies: readonly ContinuityReply[];
  /** An automatic answer (an auto-reply or "where is my order?"), not an agent's: said so, with how to get one. */
  automatic?: boolean;
}): ComposedEmail {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const t = emailT(language);
  const [first] = input.replies;
  const digest = input.replies.length > 1;
  const subject = digest ? t('chat.continuity.digestSubject') : t('chat.continuity.subject');
  const intro = input.automatic
    ? t('chat.continuity.autoIntro')
    : digest
      ? t('chat.continuity.digestIntro', { number: input.replies.length })
      : t('chat.continuity.intro', { agent: first.agentName });
  return {
    to: input.to,
    subject,
    language,
    blocks: [
      { kind: 'heading', text: subject },
      { kind: 'paragraph', text: t('common.greeting', { name: input.customerName }) },
      { kind: 'paragraph', text: intro },
      ...input.replies.flatMap((reply) => {
        const text = reply.text || (reply.file ? `📎 ${reply.file.name}` : '');
        return [
          { kind: 'quote' as const, text: digest ? `${reply.agentName}: ${text}` : text },
          ...(reply.file ? [{ kind: 'link' as const, label: `📎 ${reply.file.name}`, url: reply.file.url }] : []),
        ];
      }),
      { kind: 'button', label: t('chat.continue'), url: continuityLink() },
      {
        kind: 'note',
        text: input.automatic
          ? t('chat.continuity.autoNote')
          : t('chat.continuity.note', { minutes: CONTINUITY_WINDOW_MINUTES }),
      },
    ],
    related: { type: 'chat_session', id: input.sessionId },
  };
}
