import type { Language } from '@kedai/contracts';
import { publicUrl } from '../../../../core/config/public-url';
import { shopDateTimeIn } from '../../../../core/format/shop-time';
import { emailT } from '../../../../core/i18n/email-i18n';
import type { ComposedEmail } from '../../../../core/mail/mail.service';

/**
 * The e-mails of an account deletion (docs/product/privacy.md#delete-my-account), in the customer's language (the
 * account's, else the address's latest order's: `DataRequestLanguage`), as order e-mails are in the order's.
 */
const related = (requestId: string) => ({ type: 'data-request', id: requestId });

/** "Your account will be deleted": when, what stays, and the link that keeps it (none when the grace is 0 days). */
export function erasureScheduledMessage(input: {
  to: string;
  requestId: string;
  dueAt: Date;
  graceDays: number;
  cancelToken: string;
  language: Language;
}): ComposedEmail {
  const t = emailT(input.language);
  const cancelUrl = publicUrl(`/account/deletion/cancel?token=${input.cancelToken}`);
  return {
    to: input.to,
    subject: t('dataRequest.erasureScheduled.subject'),
    language: input.language,
    blocks: [
      {
        kind: 'paragraph',
        text:
          input.graceDays > 0
            ? t('dataRequest.erasureScheduled.dueOn', { when: shopDateTimeIn(input.dueAt, input.language) })
            : t('dataRequest.erasureScheduled.now'),
      },
      { kind: 'paragraph', text: t('dataRequest.erasureScheduled.keptForAccounting') },
      ...(input.graceDays > 0
        ? [
            { kind: 'button' as const, label: t('dataRequest.erasureScheduled.keep'), url: cancelUrl },
            { kind: 'note' as const, text: t('dataRequest.erasureScheduled.signInCancels') },
          ]
        : []),
    ],
    related: related(input.requestId),
  };
}

/** "Your account will not be deleted": the customer's own cancel, the link's, signing in, or staff's. */
export function erasureCancelledMessage(to: string, requestId: string, language: Language): ComposedEmail {
  const t = emailT(language);
  return {
    to,
    subject: t('dataRequest.erasureCancelled.subject'),
    language,
    blocks: [{ kind: 'paragraph', text: t('dataRequest.erasureCancelled.body') }],
    related: related(requestId),
  };
}

/** "Your account has been deleted": the last e-mail to the address. */
export function erasureDoneMessage(to: string, requestId: string, language: Language): ComposedEmail {
  const t = emailT(language);
  return {
    to,
    subject: t('dataRequest.erasureDone.subject'),
    language,
    blocks: [
      { kind: 'paragraph', text: t('dataRequest.erasureDone.body') },
      { kind: 'note', text: t('dataRequest.erasureDone.note') },
    ],
    related: related(requestId),
  };
}
