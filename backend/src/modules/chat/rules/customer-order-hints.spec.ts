import { customerOrderHints } from './customer-order-hints';

describe('customerOrderHints', () => {
  const guest = { customerId: null, customerEmail: null, orderId: null };

  it('takes the e-mails and order ids the customer wrote, newest first, each once, any case', () => {
    const hints = customerOrderHints(guest, [
      'hi, my order is 2611241200abcde',
      'or maybe 2611241201ZZZZZ? mail me at Ana.Lee@Example.com.',
      'again: 2611241200ABCDE',
    ]);
    expect(hints).toEqual({
      userId: null,
      emails: ['ana.lee@example.com'],
      orderIds: ['2611241200ABCDE', '2611241201ZZZZZ'],
    });
  });

  it("starts from the session's account, e-mail and order, and ignores look-alikes", () => {
    const hints = customerOrderHints({ customerId: 'u1', customerEmail: 'Me@Shop.my', orderId: '2611241200qwert' }, [
      'call 0123456789 or 12345678901ABCDE',
      'not an e-mail: me@home',
    ]);
    expect(hints).toEqual({ userId: 'u1', emails: ['me@shop.my'], orderIds: ['2611241200QWERT'] });
  });

  it('caps what it looks up', () => {
    const texts = Array.from({ length: 30 }, (_, i) => `order 26112412${String(i).padStart(2, '0')}ABCDE`);
    expect(customerOrderHints(guest, texts).orderIds).toHaveLength(20);
  });
});
