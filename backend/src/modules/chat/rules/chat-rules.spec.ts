import { SEED_RULES } from './chat-seed.data';
import { validateClientId, validateMessageText } from './chat-rules';

describe('validateMessageText', () => {
  it.each([[''], ['   '], ['\n\t '], [undefined], [42]])('refuses %p as empty', (value) => {
    expect(() => validateMessageText(value)).toThrow('Message cannot be empty');
  });

  it('refuses more than 2000 characters and accepts exactly 2000', () => {
    expect(() => validateMessageText('a'.repeat(2001))).toThrow('Message is too long (maximum 2000 characters)');
    expect(validateMessageText('a'.repeat(2000))).toHaveLength(2000);
  });

  it('trims the ends and keeps HTML as typed', () => {
    expect(validateMessageText('  <b>hi</b> & <script>x</script>  ')).toBe('<b>hi</b> & <script>x</script>');
  });
});

describe('validateClientId', () => {
  it('treats a missing id as none and refuses an oversized one', () => {
    expect(validateClientId(undefined)).toBeNull();
    expect(validateClientId('')).toBeNull();
    expect(validateClientId('abc')).toBe('abc');
    expect(() => validateClientId('x'.repeat(101))).toThrow();
    expect(() => validateClientId({})).toThrow();
  });
});

describe('seeded auto-reply rules', () => {
  it('has the four built-ins at priorities 1-4 (activation, order, technical, and the greeting)', () => {
    expect(SEED_RULES.filter((rule) => rule.priority <= 4).map((rule) => [rule.priority, rule.category])).toEqual([
      [1, 'activation'],
      [2, 'order'],
      [3, 'technical'],
      [4, 'greeting'],
    ]);
  });

  it('uses lower-case keywords; short ones (hi) match whole words only, so substrings do not misfire', () => {
    for (const keyword of SEED_RULES.flatMap((rule) => rule.keywords)) {
      expect(keyword).toBe(keyword.toLowerCase());
      expect(keyword.length).toBeGreaterThanOrEqual(2);
    }
    expect(SEED_RULES.find((rule) => rule.name === 'Greeting')?.keywords).toContain('hi');
  });
});
