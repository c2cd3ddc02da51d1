import { weakPasswordReason } from './password-strength';

describe('weakPasswordReason', () => {
  it('refuses common passwords with advice a person can act on', () => {
    expect(weakPasswordReason('12345678')).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
    expect(weakPasswordReason('password-1')).toMatch(/^This password is too easy to guess\. /);
  });

  it("counts the person's own name and e-mail as guessable", () => {
    expect(weakPasswordReason('aisyah1990')).toBeNull();
    expect(weakPasswordReason('aisyah1990', ['Aisyah Rahman', 'aisyah@example.com'])).toBe(
      'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    );
  });

  it('accepts a passphrase', () => {
    expect(weakPasswordReason('correct-horse-42')).toBeNull();
    expect(weakPasswordReason('kopi susu tarik pagi')).toBeNull();
  });
});
