import { matchAutoReply, rulesStage, type MatchableRule } from './auto-reply-matcher';
import { productKeywordStage, type PaidOrderContext, type ProductCredentials } from './product-keyword-stage';

const dazz: ProductCredentials = {
  configId: 'cfg-dazz',
  product: 'Dazz Cam',
  keywords: ['dazz cam password', 'dazz'],
  email: null,
  password: 'Kd-secret-1',
  response: 'Restore purchases in the app.',
  guideUrl: null,
};
const facetune: ProductCredentials = {
  configId: 'cfg-facetune',
  product: 'Facetune Pro',
  keywords: ['facetune password'],
  email: 'ft@example.com',
  password: 'Kd-secret-2',
  response: 'Sign in with e-mail.',
  guideUrl: 'https://example.com/facetune',
};
const order = (...products: ProductCredentials[]): PaidOrderContext => ({ orderId: '2501011200ABCDE', products });
const genericRules: MatchableRule[] = [
  {
    id: 'login',
    name: 'Login',
    keywords: ['password', 'login'],
    response: 'generic login help',
    isActive: true,
    priority: 1,
  },
  { id: 'thanks', name: 'Thanks', keywords: [], response: 'thank you', isActive: true, priority: 9 },
];

describe('productKeywordStage', () => {
  it('answers a product keyword case-insensitively with that product’s credentials', () => {
    const match = productKeywordStage(order(dazz, facetune)).match('Hi, FACETUNE PASSWORD please');
    expect(match).toMatchObject({ stage: 'product', keyword: 'facetune password', rule: { id: 'cfg-facetune' } });
    expect(match?.reply).toContain('Email: ft@example.com');
    expect(match?.reply).toContain('Password: Kd-secret-2');
    expect(match?.reply).toContain('Sign in with e-mail.');
    expect(match?.reply).not.toContain('Kd-secret-1');
  });

  it.each(['my password?', 'PWD', 'how to sign in', 'which account', 'my username', '密码', '账号'])(
    'answers the password/account intent %p with the order’s credentials',
    (text) => {
      const match = productKeywordStage(order(dazz)).match(text);
      expect(match?.rule.kind).toBe('credentials');
      expect(match?.reply).toContain('Password: Kd-secret-1');
      expect(match?.reply).not.toContain('Email:');
    },
  );

  it('answers help words with quick help, without secrets', () => {
    const match = productKeywordStage(order(facetune)).match("I can't get it to work");
    expect(match?.rule.kind).toBe('help');
    expect(match?.keyword).toBe("can't");
    expect(match?.reply).toContain('/installation-guide/2501011200ABCDE');
    expect(match?.reply).toContain('"facetune password"');
    expect(match?.reply).toContain('https://example.com/facetune');
    expect(match?.reply).not.toContain('Kd-secret-2');
  });

  it('never matches without a paid order holding a configured product', () => {
    expect(productKeywordStage(null).match('dazz cam password')).toBeNull();
    expect(productKeywordStage(order()).match('password')).toBeNull();
    expect(productKeywordStage(order(dazz)).match('hello there')).toBeNull();
  });

  it('stands in front of the generic rules, which answer when it does not', () => {
    expect(matchAutoReply('password', [productKeywordStage(order(dazz)), rulesStage(genericRules)])?.stage).toBe(
      'product',
    );
    const withoutOrder = matchAutoReply('password', [productKeywordStage(null), rulesStage(genericRules)]);
    expect(withoutOrder).toMatchObject({ stage: 'rules', reply: 'generic login help' });
    expect(matchAutoReply('hello', [productKeywordStage(order(dazz)), rulesStage(genericRules)])?.reply).toBe(
      'thank you',
    );
  });
});

describe('productKeywordStage in the customer’s language', () => {
  it('writes the fixed lines in Malay and Chinese; the product’s own text stays as configured', () => {
    const malay = productKeywordStage(order(facetune), 'ms').match('kata laluan saya?');
    expect(malay?.rule.kind).toBe('credentials');
    expect(malay?.reply).toContain('Butiran akaun untuk Facetune Pro (pesanan 2501011200ABCDE):');
    expect(malay?.reply).toContain('E-mel: ft@example.com');
    expect(malay?.reply).toContain('Kata laluan: Kd-secret-2');
    expect(malay?.reply).toContain('Sign in with e-mail.');
    expect(malay?.action).toMatchObject({ type: 'credentials', language: 'ms' });

    const chinese = productKeywordStage(order(facetune), 'zh-Hans').match('需要帮助');
    expect(chinese?.rule.kind).toBe('help');
    expect(chinese?.reply).toContain('订单 2501011200ABCDE 的安装指南');
    expect(chinese?.reply).toContain('/installation-guide/2501011200ABCDE');
    expect(chinese?.reply).not.toContain('Kd-secret-2');
  });

  it('gives the product’s response in the language when it has a text in it, else in English', () => {
    const translated = { ...dazz, translations: { ms: 'Pulihkan pembelian dalam aplikasi.' } };
    expect(productKeywordStage(order(translated), 'ms').match('dazz?')?.reply).toMatch(
      /\n\nPulihkan pembelian dalam aplikasi\.$/,
    );
    expect(productKeywordStage(order(translated), 'zh-Hans').match('dazz?')?.reply).toMatch(
      /\n\nRestore purchases in the app\.$/,
    );
  });
});
