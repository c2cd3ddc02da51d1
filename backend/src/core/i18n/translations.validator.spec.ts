import { cleanTranslations, isTranslations } from './translations.validator';

describe('isTranslations', () => {
  it('accepts Malay and Chinese texts up to the length of the English one', () => {
    expect(isTranslations({}, 10)).toBe(true);
    expect(isTranslations({ ms: 'Terima', 'zh-Hans': '谢谢' }, 10)).toBe(true);
    expect(isTranslations({ ms: '' }, 10)).toBe(true);
  });

  it.each([
    ['another language', { fr: 'Merci' }],
    ['English (it is the text itself)', { en: 'Thanks' }],
    ['a text that is not a string', { ms: 42 }],
    ['a text that is too long', { ms: 'x'.repeat(11) }],
    ['an array', ['ms']],
    ['null', null],
    ['a string', 'ms'],
  ])('refuses %s', (_, value) => {
    expect(isTranslations(value, 10)).toBe(false);
  });
});

describe('cleanTranslations', () => {
  it('trims the texts and leaves blank ones out', () => {
    expect(cleanTranslations({ ms: '  Terima kasih ', 'zh-Hans': '   ' })).toEqual({ ms: 'Terima kasih' });
  });
});
