import { signatureMatches, webhookSignature } from './webhook-signature';

describe('the webhook signature (X-Hub-Signature-256)', () => {
  const secret = 'app-secret-1234';
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

  it('accepts the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(signatureMatches(body, webhookSignature(body, secret), secret)).toBe(true);
  });

  it('refuses another body, another secret, a truncated or missing header, and no secret configured', () => {
    const signature = webhookSignature(body, secret);
    expect(signatureMatches(Buffer.from(`${body.toString()} `), signature, secret)).toBe(false);
    expect(signatureMatches(body, webhookSignature(body, 'other'), secret)).toBe(false);
    expect(signatureMatches(body, signature.slice(0, -1), secret)).toBe(false);
    expect(signatureMatches(body, undefined, secret)).toBe(false);
    expect(signatureMatches(body, signature, null)).toBe(false);
  });
});
