import { normaliseWhatsapp } from './whatsapp';

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
