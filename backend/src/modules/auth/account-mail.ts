import { publicUrl } from '../../core/config/public-url';
import type { EmailBlock } from '../../core/mail/email-layout';
import type { ComposedEmail } from '../../core/mail/mail.service';

const IGNORE: EmailBlock = { kind: 'note', text: 'If you did not ask for this, you can ignore this e-mail.' };
const related = (email: string) => ({ type: 'account', id: email });
const hi = (name: string): EmailBlock => ({ kind: 'paragraph', text: `Hi ${name},` });

export function confirmEmailMessage(to: string, name: string, token: string): ComposedEmail {
  return {
    to,
    subject: 'Confirm your e-mail to finish creating your Kedai account',
    blocks: [
      { kind: 'heading', text: 'Confirm your e-mail' },
      hi(name),
      { kind: 'paragraph', text: 'Open this link to confirm your e-mail and sign in (valid for 24 hours):' },
      { kind: 'button', label: 'Confirm my e-mail', url: publicUrl(`/confirm-email?token=${token}`) },
      IGNORE,
    ],
    related: related(to),
  };
}

/** Registration with a taken e-mail: the owner hears about it; the person registering learns nothing. */
export function alreadyRegisteredMessage(to: string, name: string): ComposedEmail {
  return {
    to,
    subject: 'Someone tried to create a Kedai account with your e-mail',
    blocks: [
      { kind: 'heading', text: 'You already have a Kedai account' },
      hi(name),
      {
        kind: 'paragraph',
        text: 'Someone (maybe you) tried to create a new Kedai account with this e-mail, which already has one.',
      },
      { kind: 'button', label: 'Sign in', url: publicUrl('/login') },
      { kind: 'link', label: 'Forgot your password? Reset it here', url: publicUrl('/forgot-password') },
      IGNORE,
    ],
    related: related(to),
  };
}

export function staffInviteMessage(to: string, name: string, role: string, token: string): ComposedEmail {
  return {
    to,
    subject: 'You have been added to the Kedai team',
    blocks: [
      { kind: 'heading', text: 'Welcome to the Kedai team' },
      hi(name),
      {
        kind: 'paragraph',
        text:
          `You have been added to Kedai's team as ${role === 'admin' ? 'an admin' : 'a support agent'}. ` +
          'Choose your password here (valid for 24 hours), then sign in at the admin login:',
      },
      { kind: 'button', label: 'Choose my password', url: publicUrl(`/set-password?token=${token}`) },
      IGNORE,
    ],
    related: related(to),
  };
}

export function passwordResetMessage(to: string, name: string, token: string): ComposedEmail {
  return {
    to,
    subject: 'Reset your Kedai password',
    blocks: [
      { kind: 'heading', text: 'Reset your password' },
      hi(name),
      { kind: 'paragraph', text: 'Open this link to choose a new password (valid for 24 hours):' },
      { kind: 'button', label: 'Choose a new password', url: publicUrl(`/set-password?token=${token}`) },
      IGNORE,
    ],
    related: related(to),
  };
}
