import { publicUrl } from '../../core/config/public-url';
import type { EmailMessage } from '../../core/mail/mail.service';

const SIGNATURE = ['', 'Kedai', 'If you did not ask for this, you can ignore this e-mail.'];
const related = (email: string) => ({ type: 'account', id: email });

export function confirmEmailMessage(to: string, name: string, token: string): EmailMessage {
  return {
    to,
    subject: 'Confirm your e-mail to finish creating your Kedai account',
    text: [
      `Hi ${name},`,
      '',
      'Open this link to confirm your e-mail and sign in (valid for 24 hours):',
      publicUrl(`/confirm-email?token=${token}`),
      ...SIGNATURE,
    ].join('\n'),
    related: related(to),
  };
}

/** Registration with a taken e-mail: the owner hears about it; the person registering learns nothing. */
export function alreadyRegisteredMessage(to: string, name: string): EmailMessage {
  return {
    to,
    subject: 'Someone tried to create a Kedai account with your e-mail',
    text: [
      `Hi ${name},`,
      '',
      'Someone (maybe you) tried to create a new Kedai account with this e-mail, which already has one.',
      `To sign in: ${publicUrl('/login')}`,
      `Forgot your password? Reset it here: ${publicUrl('/forgot-password')}`,
      ...SIGNATURE,
    ].join('\n'),
    related: related(to),
  };
}

export function staffInviteMessage(to: string, name: string, role: string, token: string): EmailMessage {
  return {
    to,
    subject: 'You have been added to the Kedai team',
    text: [
      `Hi ${name},`,
      '',
      `You have been added to Kedai's team as ${role === 'admin' ? 'an admin' : 'a support agent'}.`,
      'Choose your password here (valid for 24 hours), then sign in at the admin login:',
      publicUrl(`/set-password?token=${token}`),
      ...SIGNATURE,
    ].join('\n'),
    related: related(to),
  };
}

export function passwordResetMessage(to: string, name: string, token: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Kedai password',
    text: [
      `Hi ${name},`,
      '',
      'Open this link to choose a new password (valid for 24 hours):',
      publicUrl(`/set-password?token=${token}`),
      ...SIGNATURE,
    ].join('\n'),
    related: related(to),
  };
}
