import { isLanguage, matchLanguage } from './languages';

describe('matchLanguage', () => {
  it('follows the first tag it knows', () => {
    expect(matchLanguage(['ms-MY', 'en-US'])).toBe('ms');
    expect(matchLanguage(['fr-FR', 'zh-CN', 'en'])).toBe('zh-Hans');
    expect(matchLanguage(['zh-TW'])).toBe('zh-Hans');
    expect(matchLanguage(['en-GB', 'ms'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(matchLanguage([])).toBe('en');
    expect(matchLanguage(['fr', 'de-DE'])).toBe('en');
  });
});

describe('isLanguage', () => {
  it('accepts only the three languages', () => {
    expect(isLanguage('zh-Hans')).toBe(true);
    expect(isLanguage('zh')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
