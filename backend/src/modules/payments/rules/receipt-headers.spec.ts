import { receiptHeaders } from './receipt-headers';

describe('receiptHeaders', () => {
  it('shows an image inline unless asked to download it', () => {
    const png = { mimeType: 'image/png', fileName: 'receipt-X.png' };
    expect(receiptHeaders(png, false)['Content-Disposition']).toBe('inline; filename="receipt-X.png"');
    expect(receiptHeaders(png, true)['Content-Disposition']).toBe('attachment; filename="receipt-X.png"');
  });

  it('always serves a PDF as a download, sandboxed', () => {
    const pdf = receiptHeaders({ mimeType: 'application/pdf', fileName: 'receipt-X.pdf' }, false);
    expect(pdf['Content-Disposition']).toBe('attachment; filename="receipt-X.pdf"');
    expect(pdf['Content-Security-Policy']).toMatch(/^sandbox;/);
  });
});
