import { jobLinks } from './ops.view';

describe('jobLinks', () => {
  it('links a job to its order and its chat session', () => {
    expect(jobLinks({ orderId: 'KD-123', sessionId: '7c0a1f0e-2b3c-4d5e-8f90-1234567890ab' })).toEqual({
      order: '/admin/orders?focus=KD-123',
      chatSession: '/admin/live-chat?session=7c0a1f0e-2b3c-4d5e-8f90-1234567890ab',
    });
  });

  it('escapes ids so a payload cannot inject a query', () => {
    expect(jobLinks({ orderId: 'a&b=c' })).toEqual({ order: '/admin/orders?focus=a%26b%3Dc' });
  });

  it('gives nothing for payloads without an order or session', () => {
    expect(jobLinks({ outboxId: 'x' })).toBeUndefined();
    expect(jobLinks({ orderId: '  ' })).toBeUndefined();
    expect(jobLinks(null)).toBeUndefined();
    expect(jobLinks('orderId')).toBeUndefined();
  });
});
