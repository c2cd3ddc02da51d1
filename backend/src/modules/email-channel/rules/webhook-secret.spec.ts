import { presentedSecret, secretMatches } from './webhook-secret';

describe('the inbound webhook’s shared secret', () => {
  it('is read from X-Inbound-Secret or Basic auth’s password', () => {
    expect(presentedSecret({ secretHeader: 's3cret' })).toBe('s3cret');
    const basic = `Basic ${Buffer.from('inbound:pa:ss').toString('base64')}`;
    expect(presentedSecret({ authorization: basic })).toBe('pa:ss');
    expect(presentedSecret({ authorization: 'Bearer x' })).toBeNull();
    expect(presentedSecret({})).toBeNull();
  });

  it('matches only the same secret, and nothing when none is set', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches('', 's3cret')).toBe(false);
    expect(secretMatches('anything', null)).toBe(false);
  });
});
