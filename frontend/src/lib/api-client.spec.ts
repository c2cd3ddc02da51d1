import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage, FALLBACK_MESSAGE, NETWORK_ERROR_MESSAGE, UPLOAD_MESSAGES } from './api-client';
import { i18n, initI18n, loadErrorTexts } from './i18n/i18n';

const productNotFound = new ApiError({ status: 404, code: 'product_not_found', message: 'Product not found' });

describe('errorMessage in the customer’s language', () => {
  beforeAll(async () => {
    await initI18n();
    await loadErrorTexts();
  });

  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the server’s message unchanged in English', async () => {
    await i18n.changeLanguage('en');
    expect(errorMessage(productNotFound)).toBe('Product not found');
    expect(errorMessage(new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE }))).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(errorMessage(undefined)).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(undefined, 'Could not load the cart.')).toBe('Could not load the cart.');
  });

  it('translates a known code in Malay and Chinese', async () => {
    await i18n.changeLanguage('ms');
    expect(errorMessage(productNotFound)).toBe('Produk tidak ditemui');
    await i18n.changeLanguage('zh-Hans');
    expect(errorMessage(productNotFound)).toBe('找不到该商品');
  });

  it('picks the variant of a code whose English text the server sent', async () => {
    await i18n.changeLanguage('ms');
    const cancelled = new ApiError({
      status: 409,
      code: 'receipt_locked',
      message: 'This order was cancelled; please contact support.',
    });
    expect(errorMessage(cancelled)).toBe('Pesanan ini telah dibatalkan; sila hubungi pihak sokongan.');
  });

  it('keeps the server’s message for an unknown code, or a known code with other words', async () => {
    await i18n.changeLanguage('ms');
    const unknown = new ApiError({ status: 400, code: 'something_new', message: 'Something new went wrong' });
    expect(errorMessage(unknown)).toBe('Something new went wrong');
    const detailed = new ApiError({
      status: 404,
      code: 'product_not_found',
      message: 'Product not found: GTA5. It may have been removed; please remove it from your cart.',
    });
    expect(errorMessage(detailed)).toBe(detailed.message);
    expect(errorMessage(new Error('Plain error'))).toBe('Plain error');
  });

  it('words a message with variable parts from the params the server sent with it', async () => {
    const stock = new ApiError({
      status: 409,
      code: 'insufficient_stock',
      message: 'Not enough stock for Netflix (1 Month): only 2 left',
      params: { title: 'Netflix', option: '1 Month', left: 2 },
    });
    await i18n.changeLanguage('ms');
    expect(errorMessage(stock)).toBe('Stok tidak mencukupi untuk Netflix (1 Month): tinggal 2 sahaja');
    await i18n.changeLanguage('zh-Hans');
    expect(errorMessage(stock)).toBe('Netflix（1 Month）库存不足：仅剩 2 件');
    // The English form of a plural picks the key; the language's own form says it.
    const wait = (count: number, unit: string) =>
      new ApiError({
        status: 429,
        code: 'too_many_attempts',
        message: `Too many failed login attempts. Please wait ${count} ${unit} and try again.`,
        params: { count },
      });
    expect(errorMessage(wait(1, 'minute'))).toBe('登录失败次数过多。请等待 1 分钟后再试。');
    await i18n.changeLanguage('ms');
    expect(errorMessage(wait(45, 'seconds'))).toBe(
      'Terlalu banyak percubaan log masuk yang gagal. Sila tunggu 45 saat dan cuba lagi.',
    );
    // Params that do not fill the key's English into the server's sentence leave it as sent.
    const reworded = new ApiError({
      status: 409,
      code: 'insufficient_stock',
      message: 'Sorry, Netflix sold out a moment ago',
      params: { title: 'Netflix', left: 0 },
    });
    expect(errorMessage(reworded)).toBe(reworded.message);
  });

  it('translates the client’s own texts, not a caller’s fallback', async () => {
    await i18n.changeLanguage('ms');
    expect(errorMessage(new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE }))).toBe(
      'Ralat rangkaian - semak sambungan anda',
    );
    expect(errorMessage(new ApiError({ status: 404, message: UPLOAD_MESSAGES.notFound }))).toBe(
      'Titik akhir pelayan tidak ditemui',
    );
    expect(errorMessage(null)).toBe('Ada sesuatu yang tidak kena. Sila cuba lagi.');
    expect(errorMessage(null, 'Could not load the cart.')).toBe('Could not load the cart.');
  });
});
