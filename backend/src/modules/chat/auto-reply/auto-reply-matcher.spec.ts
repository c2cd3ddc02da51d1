import { matchAutoReply, MatchableRule, ruleActionAt, rulesStage } from './auto-reply-matcher';

const rule = (id: string, priority: number, keywords: string[], isActive = true): MatchableRule => ({
  id,
  name: id,
  keywords,
  response: `reply ${id}`,
  isActive,
  priority,
});

describe('matchAutoReply', () => {
  const rules = [
    rule('order', 2, ['order', 'status']),
    rule('activation', 1, ['activation', 'code']),
    rule('greeting', 4, ['hello']),
  ];

  it('matches keywords case-insensitively as substrings', () => {
    expect(matchAutoReply('Where is my ORDERID?', [rulesStage(rules)])?.rule.id).toBe('order');
  });

  it('prefers the lower priority number when two rules match', () => {
    const match = matchAutoReply('hello, order status of my activation code', [rulesStage(rules)]);
    expect(match).toMatchObject({ rule: { id: 'activation' }, keyword: 'activation', reply: 'reply activation' });
  });

  it('matches a short keyword (hi) as a whole word only', () => {
    const greeting = [rule('greeting', 4, ['hi', 'hello'])];
    expect(matchAutoReply('Hi', [rulesStage(greeting)])?.rule.id).toBe('greeting');
    expect(matchAutoReply('hi, anyone there?', [rulesStage(greeting)])?.rule.id).toBe('greeting');
    expect(matchAutoReply('ok HI!', [rulesStage(greeting)])?.rule.id).toBe('greeting');
    expect(matchAutoReply('this is about shipping', [rulesStage(greeting)])).toBeNull();
    expect(matchAutoReply('chip', [rulesStage(greeting)])).toBeNull();
  });

  it('skips inactive rules', () => {
    const withInactive = [rule('a', 1, ['code'], false), rule('b', 5, ['code'])];
    expect(matchAutoReply('my code', [rulesStage(withInactive)])?.rule.id).toBe('b');
  });

  it('gives no reply when nothing matches and no fallback rule exists', () => {
    expect(matchAutoReply('lovely weather', [rulesStage(rules)])).toBeNull();
  });

  it('uses a keyword-less fallback rule only when no keyword rule matched', () => {
    const withFallback = [rule('thanks', 0, []), ...rules];
    expect(matchAutoReply('lovely weather', [rulesStage(withFallback)])).toMatchObject({
      rule: { id: 'thanks' },
      keyword: null,
    });
    expect(matchAutoReply('hello', [rulesStage(withFallback)])?.rule.id).toBe('greeting');
  });

  it('uses only a general rule as the fallback', () => {
    const technical = { ...rule('tech', 9, []), category: 'technical' };
    expect(matchAutoReply('lovely weather', [rulesStage([technical, ...rules])])).toBeNull();
  });

  it('ignores blank keywords and blank messages', () => {
    expect(matchAutoReply('anything', [rulesStage([rule('x', 1, ['  ', ''])])])?.keyword).toBeNull();
    expect(matchAutoReply('   ', [rulesStage(rules)])).toBeNull();
  });

  it('tries stages in order, first hit wins', () => {
    const first = { name: 'product', match: () => ({ stage: 'product', rule: rules[0], keyword: 'x', reply: 'p' }) };
    expect(matchAutoReply('hello', [first, rulesStage(rules)])?.stage).toBe('product');
  });
});

describe('the after-hours fallback', () => {
  const rules: MatchableRule[] = [
    { ...rule('greeting', 4, ['hello']), category: 'general' },
    { ...rule('thanks', 50, []), category: 'general' },
    {
      ...rule('after', 99, []),
      category: 'after_hours',
      response: 'Agents are back on {nextOpen}.',
    },
  ];
  // Tuesday 24 Nov 2026: 01:00 in Malaysia is outside hours (weekdays open 10:50); 15:00 is inside.
  const night = new Date('2026-11-23T17:00:00Z');
  const day = new Date('2026-11-24T07:00:00Z');

  it('answers an unmatched message outside hours with when agents are back, in GMT+8', () => {
    expect(matchAutoReply('anyone there?', [rulesStage(rules, night)])).toMatchObject({
      rule: { id: 'after' },
      reply: 'Agents are back on Tue, 24 Nov, 10:50 am (GMT+8).',
    });
  });

  it('leaves keyword rules first, and uses the ordinary fallback inside hours', () => {
    expect(matchAutoReply('hello', [rulesStage(rules, night)])?.rule.id).toBe('greeting');
    expect(matchAutoReply('anyone there?', [rulesStage(rules, day)])?.rule.id).toBe('thanks');
  });

  it('says nobody is away while an agent is online or has just answered, even at night', () => {
    const agentThere = { agentAvailable: true };
    expect(matchAutoReply('Thank you!', [rulesStage(rules, night, 'en', agentThere)])?.rule.id).toBe('thanks');
    expect(ruleActionAt(rules[2], night, 'en', agentThere)).toBeNull();
    expect(ruleActionAt(rules[2], night, 'en', { agentAvailable: false })).toMatchObject({ type: 'reply' });
  });

  it('when the delayed reply is sent, it still names when agents are back, and is dropped once they are', () => {
    expect(ruleActionAt(rules[2], night)).toEqual({
      type: 'reply',
      text: 'Agents are back on Tue, 24 Nov, 10:50 am (GMT+8).',
    });
    expect(ruleActionAt(rules[2], day)).toBeNull();
    expect(ruleActionAt(rules[1], night)).toEqual({ type: 'reply', text: 'reply thanks' });
  });
});

describe('keywords in Chinese and Malay', () => {
  const rules = [
    rule('activation', 1, ['activation', 'kod', '激活']),
    rule('order', 2, ['order', 'pesanan', '订单']),
    rule('greeting', 4, ['hi', '你好']),
  ];

  it('finds a Chinese keyword inside a sentence written without spaces', () => {
    expect(matchAutoReply('我的激活码呢', [rulesStage(rules)])).toMatchObject({
      rule: { id: 'activation' },
      keyword: '激活',
    });
    expect(matchAutoReply('我的订单什么时候到？', [rulesStage(rules)])?.rule.id).toBe('order');
    expect(matchAutoReply('你好', [rulesStage(rules)])?.rule.id).toBe('greeting');
  });

  it('ends a short Latin keyword at a Chinese character, and still not inside a Latin word', () => {
    expect(matchAutoReply('hi你好', [rulesStage([rule('greeting', 4, ['hi'])])])?.keyword).toBe('hi');
    expect(matchAutoReply('kod saya', [rulesStage(rules)])?.rule.id).toBe('activation');
    expect(matchAutoReply('kodak camera', [rulesStage([rule('activation', 1, ['kod'])])])).toBeNull();
  });
});

describe('replies in the customer’s language', () => {
  const translated: MatchableRule = {
    ...rule('activation', 1, ['kod', '激活']),
    response: 'Open the Activation Center.',
    translations: { ms: 'Buka Pusat Pengaktifan.', 'zh-Hans': '请打开激活中心。' },
  };
  const untranslated = { ...rule('greeting', 4, ['hello']), translations: { ms: '  ' } };
  const away: MatchableRule = {
    ...rule('after', 99, []),
    category: 'after_hours',
    response: 'Agents are back on {nextOpen}.',
    translations: { ms: 'Ejen kembali pada {nextOpen}.', 'zh-Hans': '客服将于 {nextOpen} 回来。' },
  };
  const night = new Date('2026-11-23T17:00:00Z');

  it('answers with the translation of the session’s language, English without one', () => {
    expect(matchAutoReply('kod saya', [rulesStage([translated], night, 'ms')])?.reply).toBe('Buka Pusat Pengaktifan.');
    expect(matchAutoReply('激活', [rulesStage([translated], night, 'zh-Hans')])?.action).toEqual({
      type: 'reply',
      text: '请打开激活中心。',
    });
    expect(matchAutoReply('kod', [rulesStage([translated], night, 'en')])?.reply).toBe('Open the Activation Center.');
    expect(matchAutoReply('hello', [rulesStage([untranslated], night, 'ms')])?.reply).toBe('reply greeting');
  });

  it('fills {nextOpen} in every language, dated in that language', () => {
    expect(ruleActionAt(away, night, 'en')).toEqual({
      type: 'reply',
      text: 'Agents are back on Tue, 24 Nov, 10:50 am (GMT+8).',
    });
    expect(ruleActionAt(away, night, 'ms')).toEqual({
      type: 'reply',
      text: 'Ejen kembali pada Sel, 24 Nov, 10:50 PG (GMT+8).',
    });
    expect(ruleActionAt(away, night, 'zh-Hans')).toEqual({
      type: 'reply',
      text: '客服将于 11月24日周二 上午10:50 (GMT+8) 回来。',
    });
    expect(ruleActionAt(translated, night, 'ms')).toEqual({ type: 'reply', text: 'Buka Pusat Pengaktifan.' });
  });
});

describe('the most specific rule wins', () => {
  const greeting = { ...rule('greeting', 1, ['hello', 'hi']), category: 'greeting' };
  const rules = [greeting, { ...rule('password', 5, ['password', 'forgot']), category: 'technical' }];

  it('answers a greeting alone with the greeting, and a greeting with a question with the question’s rule', () => {
    expect(matchAutoReply('hello', [rulesStage(rules)])?.rule.id).toBe('greeting');
    expect(matchAutoReply('Hi there!', [rulesStage(rules)])?.rule.id).toBe('greeting');
    expect(matchAutoReply('hello, I forgot my password', [rulesStage(rules)])).toMatchObject({
      rule: { id: 'password' },
      keyword: 'password',
    });
  });

  it('keeps the seller’s priority between rules that are not greetings', () => {
    const more = [...rules, { ...rule('order', 2, ['order']), category: 'order' }];
    expect(matchAutoReply('hi, my order and my password', [rulesStage(more)])?.rule.id).toBe('order');
  });
});
