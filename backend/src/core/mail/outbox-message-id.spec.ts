import { outboxMessageId } from './mail.processor';

describe('an e-mail’s Message-ID', () => {
  it('is the outbox row’s id at the sender’s domain, the same on every attempt', () => {
    const id = '5f328d0a-78b1-4537-be2e-e335c4024f4c';
    expect(outboxMessageId(id, 'Kedai <no-reply@shop.example.my>')).toBe(`<${id}@shop.example.my>`);
    expect(outboxMessageId(id, { address: 'help@kedai.my' })).toBe(`<${id}@kedai.my>`);
    expect(outboxMessageId(id, 'not an address')).toBe(`<${id}@kedai.local>`);
  });
});
