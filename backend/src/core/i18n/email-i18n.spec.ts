import en from './locales/en/email.json';
import ms from './locales/ms/email.json';
import zhHans from './locales/zh-Hans/email.json';
import { emailT, emailText } from './email-i18n';

/** Every dotted key of a catalogue, with its text. */
function entries(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('e-mail catalogues', () => {
  it.each([
    ['ms', ms],
    ['zh-Hans', zhHans],
  ])('%s has every English key, no other, and the same placeholders in each text', (_, catalogue) => {
    const english = new Map(entries(en));
    const translated = new Map(entries(catalogue));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english.get(key)!) });
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('emailT', () => {
  it('writes each language and fills the values as given', () => {
    expect(emailText('en', 'receipt.received.subject', { orderId: 'KD1' })).toBe('We received your order KD1');
    expect(emailText('ms', 'receipt.received.subject', { orderId: 'KD1' })).toBe(
      'Kami telah menerima pesanan anda KD1',
    );
    expect(emailText('zh-Hans', 'receipt.received.subject', { orderId: 'KD1' })).toBe('我们已收到您的订单 KD1');
  });

  it('leaves values alone: no HTML escaping (the layout escapes), no placeholders or nesting inside them', () => {
    const t = emailT('en');
    expect(t('common.greeting', { name: 'Nur <Guest> & co' })).toBe('Hi Nur <Guest> & co,');
    expect(t('common.greeting', { name: '{{orderId}} $t(layout.total)' })).toBe('Hi {{orderId}} $t(layout.total),');
  });

  it('writes English for a language it does not know', () => {
    expect(emailT('fr' as never)('layout.total')).toBe('Total');
  });
});

describe('the greeting', () => {
  it('greets a customer by name in each language', () => {
    expect(emailText('en', 'common.greeting', { name: 'Aina' })).toBe('Hi Aina,');
    expect(emailText('ms', 'common.greeting', { name: 'Aina' })).toBe('Hai Aina,');
    expect(emailText('zh-Hans', 'common.greeting', { name: '陈伟明' })).toBe('陈伟明，您好！');
  });

  it('greets a guest without a name, never "Hai Guest,"', () => {
    for (const name of ['Guest', 'guest', '', '  ']) {
      expect(emailText('en', 'common.greeting', { name })).toBe('Hello,');
      expect(emailText('ms', 'common.greeting', { name })).toBe('Salam sejahtera,');
      expect(emailText('zh-Hans', 'common.greeting', { name })).toBe('您好！');
    }
    expect(emailT('ms')('common.greeting', { name: 'Guest' })).not.toContain('Guest');
  });
});
