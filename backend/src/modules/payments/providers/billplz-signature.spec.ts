import { createHmac } from 'node:crypto';
import { billplzSignature, billplzSignatureValid, flattenBillplzRedirect } from './billplz-signature';

describe('Billplz X Signature', () => {
  const key = 'S-test-key';

  it('signs the sorted key+value pairs joined by |, case-insensitively', () => {
    const fields = { paid: 'true', id: 'W_79pJDk', Amount: '200', x_signature: 'ignored' };
    const expected = createHmac('sha256', key).update('Amount200|idW_79pJDk|paidtrue').digest('hex');
    expect(billplzSignature(fields, key)).toBe(expected);
  });

  it('accepts its own signature and refuses a changed field or a missing signature', () => {
    const fields = { id: 'abc', paid: 'true', paid_at: '2026-11-28 10:00:00 +0800' };
    const signature = billplzSignature(fields, key);
    expect(billplzSignatureValid(fields, signature, key)).toBe(true);
    expect(billplzSignatureValid({ ...fields, paid: 'false' }, signature, key)).toBe(false);
    expect(billplzSignatureValid(fields, undefined, key)).toBe(false);
    expect(billplzSignatureValid(fields, 'short', key)).toBe(false);
  });

  it('flattens the redirect query billplz[id] to billplzid and keeps x_signature apart', () => {
    expect(flattenBillplzRedirect({ billplz: { id: 'abc', paid: 'true', x_signature: 'sig' } })).toEqual({
      billplzid: 'abc',
      billplzpaid: 'true',
      x_signature: 'sig',
    });
    expect(flattenBillplzRedirect({ 'billplz[id]': 'abc', 'billplz[x_signature]': 'sig' })).toEqual({
      billplzid: 'abc',
      x_signature: 'sig',
    });
  });
});
