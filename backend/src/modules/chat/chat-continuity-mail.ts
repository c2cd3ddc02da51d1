import { publicUrl } from '../../core/config/public-url';
import type { EmailMessage } from '../../core/mail/mail.service';
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

export function continuityMessage(input: {
  to: string;
  sessionId: string;
  customerName: string;
  agentName: string;
  reply: string;
}): EmailMessage {
  return {
    to: input.to,
    subject: 'Kedai support replied to your chat',
    text: [
      `Hi ${input.customerName},`,
      '',
      `${input.agentName} from Kedai support replied while you were away:`,
      '',
      input.reply,
      '',
      `Continue the conversation: ${continuityLink()}`,
      '',
      `Further replies in the next ${CONTINUITY_WINDOW_MINUTES} minutes are not e-mailed one by one; the conversation shows them all.`,
    ].join('\n'),
    related: { type: 'chat_session', id: input.sessionId },
  };
}
