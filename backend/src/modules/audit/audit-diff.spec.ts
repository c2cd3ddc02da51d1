import { AUDIT_REDACTED } from '@kedai/contracts';
import { changedFields, isSecretField, maskedCode, redacted } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields that differ, nested ones by dotted path', () => {
    expect(
      changedFields(
        { siteName: 'Kedai', orderSettings: { minimumOrderAmount: 1, maximumOrderAmount: 500 }, tags: ['a'] },
        { siteName: 'Kedai', orderSettings: { minimumOrderAmount: 5, maximumOrderAmount: 500 }, tags: ['a', 'b'] },
      ),
    ).toEqual({
      'orderSettings.minimumOrderAmount': { from: 1, to: 5 },
      tags: { from: ['a'], to: ['a', 'b'] },
    });
  });

  it('never keeps a secret’s value, only that it was set, changed or removed', () => {
    const changes = changedFields(
      { smtpPassword: null, keys: { secretKey: 'sk_old' }, webhookSecret: 'whsec_1', totpSecret: 'ABC' },
      { smtpPassword: 'hunter2', keys: { secretKey: 'sk_new' }, webhookSecret: null, totpSecret: 'ABC' },
    );
    expect(changes).toEqual({
      smtpPassword: { from: null, to: AUDIT_REDACTED },
      'keys.secretKey': { from: AUDIT_REDACTED, to: AUDIT_REDACTED },
      webhookSecret: { from: AUDIT_REDACTED, to: null },
    });
    expect(JSON.stringify(changes)).not.toMatch(/hunter2|sk_old|sk_new|whsec_1/);
  });

  it('redacts everything under a secret field, whatever its own name', () => {
    expect(
      changedFields({ keys: { billplz: { collectionId: 'c1' } } }, { keys: { billplz: { collectionId: 'c2' } } }),
    ).toEqual({
      'keys.billplz.collectionId': { from: AUDIT_REDACTED, to: AUDIT_REDACTED },
    });
  });

  it('writes dates as ISO text and treats a missing field as null', () => {
    expect(
      changedFields({ at: new Date('2026-01-01T00:00:00Z') }, { at: new Date('2026-01-02T00:00:00Z'), label: 'x' }),
    ).toEqual({
      at: { from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' },
      label: { from: null, to: 'x' },
    });
  });
});

describe('secrets', () => {
  it.each([
    'password',
    'smtpPassword',
    'secretKey',
    'apiKey',
    'xSignatureKey',
    'loginToken',
    'totpSecret',
    'recoveryCodes',
  ])('%s is a secret', (name) => expect(isSecretField(name)).toBe(true));
  it.each(['siteName', 'price', 'label', 'username', 'productCode'])('%s is not', (name) =>
    expect(isSecretField(name)).toBe(false),
  );

  it('redacts a whole record, and masks codes to their last four characters', () => {
    expect(redacted({ username: 'u', password: 'p', nested: { apiKey: 'k' } })).toEqual({
      username: 'u',
      password: AUDIT_REDACTED,
      nested: { apiKey: AUDIT_REDACTED },
    });
    expect(maskedCode('ABCD-EFGH-1234')).toBe('••••1234');
    expect(maskedCode('XY')).toBe('••••');
  });
});
