import { LANGUAGE_QUICK_REPLY_UPDATES, LANGUAGE_RULE_UPDATES } from '../../../../../migrations/1795900000000-Languages';
import { matchAutoReply, ruleActionAt, rulesStage } from '../auto-reply/auto-reply-matcher';
import { SEED_QUICK_REPLIES, SEED_RULES } from './chat-seed.data';

/** A new shop (the seed) and an upgraded one (the Languages migration) must end with the same texts. */
describe('seeded rules and quick replies in Malay and Chinese', () => {
  it('has the migration’s translations and keywords on every seeded rule, for the same English text', () => {
    for (const update of LANGUAGE_RULE_UPDATES) {
      const seeded = SEED_RULES.find((rule) => rule.name === update.name);
      expect(seeded).toBeDefined();
      expect(seeded?.response).toBe(update.response);
      expect(seeded?.translations).toEqual(update.translations);
      expect(seeded?.keywords).toEqual(expect.arrayContaining(update.keywords));
    }
    expect(SEED_RULES.map((rule) => rule.name).sort()).toEqual(LANGUAGE_RULE_UPDATES.map((rule) => rule.name).sort());
  });

  it('has the migration’s translations on every seeded quick reply', () => {
    expect(SEED_QUICK_REPLIES.map(({ title, content, translations }) => ({ title, content, translations }))).toEqual(
      LANGUAGE_QUICK_REPLY_UPDATES,
    );
  });

  it('keeps {nextOpen} in every translation of the after-hours answer', () => {
    const afterHours = SEED_RULES.find((rule) => rule.category === 'after_hours');
    expect(afterHours?.translations.ms).toContain('{nextOpen}');
    expect(afterHours?.translations['zh-Hans']).toContain('{nextOpen}');
  });

  it('answers Malay and Chinese questions with the fitting rule, in that language', () => {
    const rules = SEED_RULES.map((rule, index) => ({ ...rule, id: `r${index}`, isActive: true }));
    const day = new Date('2026-11-24T07:00:00Z');
    const answer = (text: string, language: 'ms' | 'zh-Hans') =>
      matchAutoReply(text, [rulesStage(rules, day, language)]);
    expect(answer('kod saya', 'ms')).toMatchObject({ rule: { name: 'Activation Code Help' }, keyword: 'kod' });
    expect(answer('kod saya', 'ms')?.reply).toMatch(/^Untuk kod pengaktifan/);
    expect(answer('mana pesanan saya?', 'ms')?.rule.name).toBe('Order Status');
    expect(answer('我的激活码在哪里', 'zh-Hans')).toMatchObject({
      rule: { name: 'Activation Code Help' },
      keyword: '激活',
    });
    expect(answer('我的激活码在哪里', 'zh-Hans')?.reply).toMatch(/^关于激活码/);
    expect(answer('我的订单呢', 'zh-Hans')?.rule.name).toBe('Order Status');
    expect(answer('你好', 'zh-Hans')?.rule.name).toBe('Greeting');
    // The welcome message tells customers to type "password": a greeting in front of it does not hide it.
    expect(matchAutoReply('hello, I forgot my password', [rulesStage(rules, day, 'en')])?.rule.name).toBe(
      'Login & Password',
    );
    expect(answer('helo, lupa kata laluan', 'ms')?.rule.name).toBe('Login & Password');
    const away = rules.find((rule) => rule.category === 'after_hours')!;
    const night = new Date('2026-11-23T17:00:00Z');
    expect(ruleActionAt(away, night, 'zh-Hans')).toMatchObject({ text: expect.stringContaining('11月24日周二') });
  });
});
