import {
  isCustomersOrder,
  maskEmail,
  orderStageOf,
  whereIsMyOrderIntent,
  whereIsMyOrderReply,
  type OrderStageFacts,
} from './where-is-my-order';

const facts = (overrides: Partial<OrderStageFacts> = {}): OrderStageFacts => ({
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'touchNGo',
  receiptUploadedAt: null,
  receiptReview: null,
  deliveredAt: null,
  waitingForStock: false,
  ...overrides,
});

describe('where is my order?', () => {
  it('hears an order id in any case, and the question in English, Malay and Chinese', () => {
    expect(whereIsMyOrderIntent('where is my code 2611281234abcde??')).toEqual({
      orderIds: ['2611281234ABCDE'],
      asks: true,
    });
    expect(whereIsMyOrderIntent('2611281234ABCDE')).toEqual({ orderIds: ['2611281234ABCDE'], asks: false });
    expect(whereIsMyOrderIntent('Saya belum terima kod')?.asks).toBe(true);
    expect(whereIsMyOrderIntent('我的激活码呢？')?.asks).toBe(true);
    expect(whereIsMyOrderIntent('hello, how do I install it?')).toBeNull();
    expect(whereIsMyOrderIntent('my number is 26112812345 then abcde')).toBeNull();
  });

  it('knows an order as the customer’s by the account, its e-mail or the page the chat was opened from', () => {
    const order = { orderId: '2611281234ABCDE', userId: 'u1', email: 'aina@example.com' };
    expect(isCustomersOrder({ userId: 'u1', accountEmail: null, contextOrderId: null }, order)).toBe(true);
    expect(
      isCustomersOrder(
        { userId: 'u2', accountEmail: 'aina@example.com', contextOrderId: null },
        { ...order, userId: null },
      ),
    ).toBe(true);
    expect(isCustomersOrder({ userId: null, accountEmail: null, contextOrderId: '2611281234abcde' }, order)).toBe(true);
    // An id typed in the chat, an e-mail a guest gave, another account: none of them is proof.
    expect(isCustomersOrder({ userId: 'u2', accountEmail: 'other@example.com', contextOrderId: null }, order)).toBe(
      false,
    );
    expect(isCustomersOrder({ userId: null, accountEmail: null, contextOrderId: null }, order)).toBe(false);
  });

  it('names the stage the customer is at', () => {
    expect(orderStageOf(facts())).toBe('awaiting_payment');
    expect(orderStageOf(facts({ receiptUploadedAt: new Date() }))).toBe('under_review');
    expect(orderStageOf(facts({ receiptUploadedAt: new Date(), receiptReview: 'rejected' }))).toBe('receipt_rejected');
    expect(orderStageOf(facts({ paymentMethod: 'fpx' }))).toBe('gateway_pending');
    expect(orderStageOf(facts({ paymentStatus: 'paid', status: 'paid' }))).toBe('preparing');
    expect(orderStageOf(facts({ paymentStatus: 'paid', status: 'paid', waitingForStock: true }))).toBe(
      'waiting_for_stock',
    );
    expect(orderStageOf(facts({ paymentStatus: 'paid', status: 'shipped', deliveredAt: new Date() }))).toBe(
      'delivered',
    );
    expect(orderStageOf(facts({ status: 'cancelled', paymentStatus: 'paid' }))).toBe('cancelled');
  });

  it('answers in the customer’s language, with the review time while a receipt waits, and the address masked', () => {
    const reply = (stage: Parameters<typeof whereIsMyOrderReply>[0]['stage'], language: 'en' | 'ms' | 'zh-Hans') =>
      whereIsMyOrderReply(
        {
          orderId: '2611281234ABCDE',
          stage,
          deliveredAt: '28 Nov 2026, 2:02 pm',
          receiptUploadedAt: '28 Nov 2026, 1:00 pm',
          maskedEmail: maskEmail('aina@example.com'),
          typicalReviewMinutes: 12,
          orderUrl: 'https://shop.example/redeem/2611281234ABCDE',
          uploadReceiptUrl: 'https://shop.example/upload-receipt?orderId=2611281234ABCDE',
        },
        language,
      );
    expect(reply('under_review', 'en')).toBe(
      [
        'We received your receipt for order 2611281234ABCDE on 28 Nov 2026, 1:00 pm and our staff are checking it.',
        'Over the last 7 days a receipt was usually checked within 12 minutes.',
        'E-mails about it go to a***@example.com.',
        'A support agent can still help you here if you need more.',
      ].join('\n'),
    );
    expect(reply('delivered', 'ms')).toContain('telah dihantar pada 28 Nov 2026, 2:02 pm');
    expect(reply('delivered', 'en')).not.toContain('12 minutes');
    expect(reply('awaiting_payment', 'zh-Hans')).toContain('正在等待付款');
    expect(maskEmail('x')).toBeNull();
  });
});
