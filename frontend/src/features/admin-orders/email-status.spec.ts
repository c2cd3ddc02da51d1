import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/english-for-specs';
import english from '@/lib/i18n/locales/en/admin-orders.json';
import { emailAbout, emailLine, stepEmail } from './email-status';

const t = englishT('admin-orders', english);

const at = (iso: string) => Date.parse(iso);
const emails = [
  {
    id: 'e2',
    subject: 'Your activation details for order X',
    status: 'failed' as const,
    lastError: '550 mailbox unavailable',
    at: '2026-11-24T12:00:00Z',
  },
  {
    id: 'e1',
    subject: 'Payment confirmed for order X',
    status: 'sent' as const,
    lastError: null,
    at: '2026-11-24T10:00:00Z',
  },
];

describe('order e-mail status', () => {
  it("says what really happened to a step's e-mail", () => {
    expect(emailLine(emails[0], t)).toBe('E-mail to the customer: failed: 550 mailbox unavailable');
    expect(emailLine({ ...emails[0], status: 'queued', lastError: null }, t)).toBe('E-mail to the customer: queued');
    expect(emailLine({ ...emails[0], status: 'kept', lastError: null }, t)).toBe(
      'E-mail to the customer: not sent: no SMTP server is configured (kept in the outbox)',
    );
  });

  it("takes the step's e-mail only when it is recent, never an older one", () => {
    expect(stepEmail(emails, at('2026-11-24T12:00:30Z'))).toBe(emails[0]);
    expect(stepEmail(emails.slice(1), at('2026-11-24T12:00:30Z'))).toBeNull();
    expect(stepEmail(undefined, Date.now())).toBeNull();
  });

  it('finds the e-mail about a subject', () => {
    expect(emailAbout(emails, 'Payment confirmed')).toBe(emails[1]);
    expect(emailAbout(emails, 'Installation guide')).toBeNull();
  });
});
