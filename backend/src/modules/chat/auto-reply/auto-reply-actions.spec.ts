import { autoReplyMessage } from './auto-reply-actions';
import { MASKED_PASSWORD, type ProductCredentials } from './product-keyword-stage';

const product: ProductCredentials = {
  configId: 'cfg',
  product: 'Dazz Cam',
  keywords: ['dazz'],
  email: 'dazz@example.com',
  password: 'Kd-secret-1',
  response: 'Restore purchases in the app.',
  guideUrl: null,
};

describe('autoReplyMessage', () => {
  it('stores a reply as its text, clipped to a message, with nothing sealed', () => {
    expect(autoReplyMessage({ type: 'reply', text: 'hello' })).toEqual({ message: 'hello', sealedMessage: null });
    expect(autoReplyMessage({ type: 'reply', text: 'x'.repeat(2500) }).message).toHaveLength(2000);
  });

  it('stores credentials masked in the clear and the full text sealed', () => {
    const stored = autoReplyMessage({ type: 'credentials', orderId: 'ORDER1', products: [product] });
    expect(stored.message).toContain(`Password: ${MASKED_PASSWORD}`);
    expect(stored.message).not.toContain('Kd-secret-1');
    expect(stored.sealedMessage).toContain('Password: Kd-secret-1');
    expect(stored.sealedMessage).toContain('Email: dazz@example.com');
  });
});
