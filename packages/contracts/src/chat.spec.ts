import { translatedText } from './chat';

describe('translatedText', () => {
  const translations = { ms: 'Terima kasih!', 'zh-Hans': '  ' };

  it('gives the translation of the language, English for English', () => {
    expect(translatedText('Thank you!', translations, 'ms')).toBe('Terima kasih!');
    expect(translatedText('Thank you!', translations, 'en')).toBe('Thank you!');
  });

  it('falls back to English for a missing or blank translation', () => {
    expect(translatedText('Thank you!', translations, 'zh-Hans')).toBe('Thank you!');
    expect(translatedText('Thank you!', {}, 'ms')).toBe('Thank you!');
    expect(translatedText('Thank you!', null, 'ms')).toBe('Thank you!');
  });
});
