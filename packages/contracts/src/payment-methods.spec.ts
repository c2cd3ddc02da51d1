import { checkWalletLabel, choosePaymentMethod, enabledPaymentMethods, paymentQrFileProblem } from './payment-methods';

const all = { touchNGo: true, duitNow: true, alipay: true, wechatPay: true, bankTransfer: true };
const none = { touchNGo: false, duitNow: false, alipay: false, wechatPay: false, bankTransfer: false };

describe('payment methods', () => {
  it('offers the methods that are on, in order', () => {
    expect(enabledPaymentMethods(all)).toEqual(['touchNGo', 'duitNow', 'bankTransfer', 'alipay', 'wechatPay']);
    expect(enabledPaymentMethods({ ...none, bankTransfer: true })).toEqual(['bankTransfer']);
    expect(enabledPaymentMethods(none)).toEqual([]);
  });

  it('takes the method named if it is on, else the first that is on', () => {
    expect(choosePaymentMethod('wechatPay', all)).toEqual({ ok: true, method: 'wechatPay' });
    expect(choosePaymentMethod(undefined, { ...none, wechatPay: true })).toEqual({ ok: true, method: 'wechatPay' });
  });

  it('refuses a method that is off, naming those that are on, and everything when all are off', () => {
    expect(choosePaymentMethod('alipay', { ...all, alipay: false })).toEqual({
      ok: false,
      code: 'payment_method_disabled',
      message:
        "Alipay is not accepted at the moment. Please choose another payment method: Touch 'n Go eWallet, DuitNow QR, Bank transfer, WeChat Pay.",
    });
    expect(choosePaymentMethod('alipay', none)).toMatchObject({ ok: false, code: 'payment_unavailable' });
    expect(choosePaymentMethod(undefined, none)).toMatchObject({ ok: false, code: 'payment_unavailable' });
  });

  it('checks the e-wallet label and the QR file', () => {
    expect(checkWalletLabel('  GrabPay ')).toEqual({ ok: true, label: 'GrabPay' });
    expect(checkWalletLabel('  ')).toMatchObject({ ok: false });
    expect(checkWalletLabel('x'.repeat(61))).toMatchObject({ ok: false });
    expect(paymentQrFileProblem({ size: 10, type: 'image/png' })).toBeNull();
    expect(paymentQrFileProblem({ size: 10, type: 'image/gif' })).toBe(
      'Please upload the QR code as a JPEG or PNG image.',
    );
    expect(paymentQrFileProblem({ size: 3 * 1024 * 1024, type: 'image/png' })).toBe(
      'The QR image must be smaller than 2MB.',
    );
  });
});
