import { DEFAULT_LANGUAGE, type Language } from '@kedai/contracts';
import { publicUrl } from '../../core/config/public-url';
import { shopIdentity } from '../../core/format/shop-identity';
import { emailT, type EmailT } from '../../core/i18n/email-i18n';
import type { EmailBlock } from '../../core/mail/email-layout';
import type { ComposedEmail } from '../../core/mail/mail.service';

const ignore = (t: EmailT): EmailBlock => ({ kind: 'note', text: t('account.ignore') });
const related = (email: string) => ({ type: 'account', id: email });
const hi = (t: EmailT, name: string): EmailBlock => ({ kind: 'paragraph', text: t('common.greeting', { name }) });

/** Customers' account e-mails are in their language (the one chosen when registering, or on the profile). */
export function confirmEmailMessage(
  to: string,
  name: string,
  token: string,
  language: Language = DEFAULT_LANGUAGE,
): ComposedEmail {
  const t = emailT(language);
  return {
    to,
    subject: t('account.confirm.subject'),
    language,
    blocks: [
      { kind: 'heading', text: t('account.confirm.heading') },
      hi(t, name),
      { kind: 'paragraph', text: t('account.confirm.openLink') },
      { kind: 'button', label: t('account.confirm.button'), url: publicUrl(`/confirm-email?token=${token}`) },
      ignore(t),
    ],
    related: related(to),
  };
}

/** Registration with a taken e-mail: the owner hears about it; the person registering learns nothing. */
export function alreadyRegisteredMessage(
  to: string,
  name: string,
  language: Language = DEFAULT_LANGUAGE,
): ComposedEmail {
  const t = emailT(language);
  return {
    to,
    subject: t('account.alreadyRegistered.subject'),
    language,
    blocks: [
      { kind: 'heading', text: t('account.alreadyRegistered.heading') },
      hi(t, name),
      { kind: 'paragraph', text: t('account.alreadyRegistered.tried') },
      { kind: 'button', label: t('account.alreadyRegistered.signIn'), url: publicUrl('/login') },
      { kind: 'link', label: t('account.alreadyRegistered.forgotPassword'), url: publicUrl('/forgot-password') },
      ignore(t),
    ],
    related: related(to),
  };
}

/** Staff work in English: the invitation is not translated. */
export function staffInviteMessage(to: string, name: string, role: string, token: string): ComposedEmail {
  const t = emailT(DEFAULT_LANGUAGE);
  const shop = shopIdentity().siteName;
  return {
    to,
    subject: `You have been added to the ${shop} team`,
    blocks: [
      { kind: 'heading', text: `Welcome to the ${shop} team` },
      hi(t, name),
      {
        kind: 'paragraph',
        text:
          `You have been added to ${shop}'s team as ${role === 'admin' ? 'an admin' : 'a support agent'}. ` +
          'Choose your password here (valid for 24 hours), then sign in at the admin login:',
      },
      { kind: 'button', label: 'Choose my password', url: publicUrl(`/set-password?token=${token}`) },
      ignore(t),
    ],
    related: related(to),
  };
}

export function passwordResetMessage(
  to: string,
  name: string,
  token: string,
  language: Language = DEFAULT_LANGUAGE,
): ComposedEmail {
  const t = emailT(language);
  return {
    to,
    subject: t('account.passwordReset.subject'),
    language,
    blocks: [
      { kind: 'heading', text: t('account.passwordReset.heading') },
      hi(t, name),
      { kind: 'paragraph', text: t('account.passwordReset.openLink') },
      { kind: 'button', label: t('account.passwordReset.button'), url: publicUrl(`/set-password?token=${token}`) },
      ignore(t),
    ],
    related: related(to),
  };
}
