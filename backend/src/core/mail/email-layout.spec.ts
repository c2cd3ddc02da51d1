import { renderEmail } from './email-layout';

describe('renderEmail', () => {
  const blocks = [
    { kind: 'heading' as const, text: 'Thank you for your order' },
    { kind: 'paragraph' as const, text: 'Hi <b>Aina</b> & co,\nsecond line' },
    {
      kind: 'summary' as const,
      orderId: 'KD1',
      lines: [{ title: 'Cam <script>alert(1)</script>', option: '1 month', quantity: 2, amount: 1234.5 }],
      total: 1234.5,
    },
    { kind: 'button' as const, label: 'View your order', url: 'https://shop.example/redeem/KD1?a=1&b=2' },
    { kind: 'code' as const, title: 'Cam x 2', rows: [{ label: 'Activation code 1 of 1', value: 'AB"C<1>' }] },
  ];

  it('escapes every text in the HTML and keeps the content readable', () => {
    const { html } = renderEmail('Order <KD1>', blocks);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Cam &lt;script&gt;alert(1)&lt;/script&gt; (1 month)');
    expect(html).toContain('Hi &lt;b&gt;Aina&lt;/b&gt; &amp; co,<br>second line');
    expect(html).toContain('href="https://shop.example/redeem/KD1?a=1&amp;b=2"');
    expect(html).toContain('AB&quot;C&lt;1&gt;');
    expect(html).toContain('<title>Order &lt;KD1&gt;</title>');
    expect(html).toContain('RM1,234.50');
  });

  it('renders the same content as plain text', () => {
    const { text } = renderEmail('Order KD1', blocks);
    expect(text).toContain('Hi <b>Aina</b> & co,\nsecond line');
    expect(text).toContain('Order KD1\n- Cam <script>alert(1)</script> (1 month) x 2: RM1,234.50\nTotal: RM1,234.50');
    expect(text).toContain('View your order: https://shop.example/redeem/KD1?a=1&b=2');
    expect(text).toContain('Cam x 2:\n  Activation code 1 of 1: AB"C<1>');
  });

  it('never puts a non-http address in an href', () => {
    const { html } = renderEmail('x', [{ kind: 'button', label: 'Click', url: 'javascript:alert(1)' }]);
    expect(html).not.toMatch(/href="javascript:/);
  });
});
