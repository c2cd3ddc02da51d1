import { renderEmail } from '../../../core/mail/email-layout';
import { continuityAddress, continuityMessage } from './chat-continuity-mail';

describe('continuityAddress', () => {
  const session = { customerId: null, customerEmail: null, orderId: null };

  it('prefers the signed-in account, then the session, then the newest e-mail written in the chat', () => {
    expect(continuityAddress({ ...session, customerEmail: 'given@x.my' }, 'account@x.my', [])).toBe('account@x.my');
    expect(continuityAddress({ ...session, customerEmail: 'Given@X.my' }, null, ['me: old@x.my'])).toBe('given@x.my');
    expect(continuityAddress(session, null, ['first OLD@x.my', 'now new@x.my'])).toBe('new@x.my');
  });

  it('is null when nobody gave an e-mail', () => {
    expect(continuityAddress(session, null, ['hi', 'order 1234567890ABCDE'])).toBeNull();
  });
});

describe('continuityMessage', () => {
  it('carries the reply, the agent and a link that holds no secret', () => {
    const mail = continuityMessage({
      to: 'a@x.my',
      sessionId: 's-1',
      customerName: 'Aina',
      replies: [{ agentName: 'Siti', text: 'Your code: KD-1' }],
    });
    const { text } = renderEmail(mail.subject, mail.blocks);
    expect(text).toContain('Siti from Kedai support replied');
    expect(text).toContain('Your code: KD-1');
    expect(text).toMatch(/https?:\/\/[^\s]+\/\?chat=open$/m);
    expect(mail.related).toEqual({ type: 'chat_session', id: 's-1' });
  });

  it('several replies make one digest that names each agent', () => {
    const mail = continuityMessage({
      to: 'a@x.my',
      sessionId: 's-1',
      customerName: 'Aina',
      replies: [
        { agentName: 'Siti', text: 'Try again now' },
        { agentName: 'Ali', text: 'Anything else?' },
      ],
    });
    const { text } = renderEmail(mail.subject, mail.blocks);
    expect(mail.subject).toBe('More replies from Kedai support');
    expect(text).toContain('sent 2 more replies');
    expect(text.indexOf('Siti: Try again now')).toBeGreaterThan(-1);
    expect(text.indexOf('Ali: Anything else?')).toBeGreaterThan(text.indexOf('Siti: Try again now'));
  });

  it('is written in the chat’s language', () => {
    const mail = continuityMessage({
      to: 'a@x.my',
      sessionId: 's-1',
      customerName: 'Aina',
      language: 'ms',
      replies: [{ agentName: 'Siti', text: 'Cuba lagi sekarang' }],
    });
    const { text } = renderEmail(mail.subject, mail.blocks, mail.language);
    expect(mail.subject).toBe('Khidmat sokongan Kedai telah membalas sembang anda');
    expect(text).toContain('Hai Aina,\n\nSiti daripada khidmat sokongan Kedai membalas semasa anda tiada:');
    expect(text).toContain('Teruskan perbualan: ');
  });
});
