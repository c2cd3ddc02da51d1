import { normaliseWhatsapp, WHATSAPP_REPLY_WINDOW_MS, whatsappId, whatsappWindowOpen } from './whatsapp';

describe('normaliseWhatsapp', () => {
  it.each([
    ['012-345 6789', '+60123456789'],
    ['+60 12-345 6789', '+60123456789'],
    ['60123456789', '+60123456789'],
    ['123456789', '+60123456789'],
    ['011-2345 6789', '+601123456789'],
    ['0312345678', '+60312345678'],
    ['03-1234 5678', '+60312345678'],
    ['(09) 876 5432', '+6098765432'],
    ['+6019 876 5432', '+60198765432'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normaliseWhatsapp(input)).toBe(stored);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['012345'],
    ['0212345678'],
    ['01234567890123'],
    ['+65 9123 4567'],
    ['0012345678'],
    ['01234567'],
  ])('rejects %j', (input) => {
    expect(normaliseWhatsapp(input)).toBeNull();
  });

  it('treats null and undefined as missing', () => {
    expect(normaliseWhatsapp(null)).toBeNull();
    expect(normaliseWhatsapp(undefined)).toBeNull();
  });
});

describe('whatsappId and the reply window', () => {
  it('gives WhatsApp the digits of every accepted form, the same for all three', () => {
    for (const input of ['012-345 6789', '+60 12-345 6789', '60123456789']) {
      expect(whatsappId(normaliseWhatsapp(input) ?? '')).toBe('60123456789');
    }
  });

  it('is open until 24 hours after the customer last wrote, and closed with no message at all', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const lastWrote = new Date(now.getTime() - WHATSAPP_REPLY_WINDOW_MS + 60_000);
    expect(whatsappWindowOpen(new Date(lastWrote.getTime() + WHATSAPP_REPLY_WINDOW_MS), now)).toBe(true);
    expect(whatsappWindowOpen(new Date(now.getTime() - 1), now)).toBe(false);
    expect(whatsappWindowOpen(null, now)).toBe(false);
  });
});
