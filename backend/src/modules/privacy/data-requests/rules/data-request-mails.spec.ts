import { renderEmail } from '../../../../core/mail/email-layout';
import { erasureCancelledMessage, erasureDoneMessage, erasureScheduledMessage } from './data-request-mails';

const ID = '2f1c3c3e-54a4-4b8e-8f0c-0d4d0b1e7a11';
const text = (message: ReturnType<typeof erasureCancelledMessage>) =>
  renderEmail(message.subject, message.blocks, message.language).text;

describe('the account deletion’s e-mails', () => {
  const scheduled = (language: 'en' | 'ms' | 'zh-Hans', graceDays = 14) =>
    erasureScheduledMessage({
      to: 'aminah@example.com',
      requestId: ID,
      // 16:01 in Kuala Lumpur
      dueAt: new Date(Date.UTC(2026, 11, 12, 8, 1)),
      graceDays,
      cancelToken: 'token-of-the-link',
      language,
    });

  it('are written in the customer’s language, with the due date on the shop’s clock', () => {
    const malay = scheduled('ms');
    expect(malay.subject).toBe('Akaun anda akan dipadam');
    expect(malay.language).toBe('ms');
    expect(text(malay)).toMatch(/Ia akan dipadam pada 12 Dis 2026.+ \(waktu Malaysia\)\./);
    expect(text(malay)).toContain('Kekalkan akaun saya');
    expect(text(malay)).toContain('/account/deletion/cancel?token=token-of-the-link');
    expect(scheduled('en').subject).toBe('Your account will be deleted');
    expect(text(scheduled('en'))).toContain('It will be deleted on 12 Dec 2026, 4:01 pm (Malaysia time).');
    expect(scheduled('zh-Hans').subject).toBe('您的账户将被删除');
    expect(erasureCancelledMessage('a@example.com', ID, 'ms').subject).toBe('Akaun anda tidak akan dipadam');
    expect(erasureCancelledMessage('a@example.com', ID, 'zh-Hans').subject).toBe('您的账户不会被删除');
    expect(erasureDoneMessage('a@example.com', ID, 'ms').subject).toBe('Akaun anda telah dipadam');
    expect(erasureDoneMessage('a@example.com', ID, 'en').subject).toBe('Your account has been deleted');
  });

  it('have no keep link when there is no grace period, and name the request they are about', () => {
    const now = scheduled('en', 0);
    expect(text(now)).toContain('It is being deleted now.');
    expect(text(now)).not.toContain('/account/deletion/cancel');
    expect(now.related).toEqual({ type: 'data-request', id: ID });
  });
});
