import { htmlToText, replyText, stripHtmlQuote } from './reply-text';

describe('the customer’s own words of an e-mailed answer', () => {
  it('cuts Gmail’s “On … wrote:” and the quoted lines', () => {
    const text = [
      'Yes the new code works, thank you!',
      '',
      'On Sat, 28 Nov 2026 at 12:00, Kedai Support <reply+abc@reply.kedai.my> wrote:',
      '> Here is your new code: KD-7788',
      '> Let me know if it works',
    ].join('\r\n');
    expect(replyText(text)).toBe('Yes the new code works, thank you!');
  });

  it('cuts an attribution wrapped over two lines, and the Malay and Chinese ones', () => {
    expect(replyText('Thanks\n\nOn Sat, 28 Nov 2026 at 12:00, Kedai Support <help@kedai.my>\nwrote:\n> old')).toBe(
      'Thanks',
    );
    expect(replyText('Terima kasih\n\nPada Sab, 28 Nov 2026, Kedai menulis:\n> lama')).toBe('Terima kasih');
    expect(replyText('谢谢\n\n2026年11月28日 Kedai 写道：\n> 旧')).toBe('谢谢');
  });

  it('drops “> ” lines left anywhere, keeping the answer between them', () => {
    expect(replyText('> Is it RM 30?\nYes, RM 30.00\n> And the code?\nSent below')).toBe('Yes, RM 30.00\nSent below');
  });

  it('cuts the “-- ” signature and a phone’s “Sent from my …”', () => {
    expect(replyText('It works now\n\n-- \nAina binti Ahmad\n+60 12-345 6789')).toBe('It works now');
    expect(replyText('It works now\n\nSent from my iPhone')).toBe('It works now');
  });

  it('cuts Outlook’s “From: … Sent: …” block and its separator line', () => {
    const outlook = [
      'Please resend the guide.',
      '',
      '________________________________',
      'From: Kedai Support <reply+abc@reply.kedai.my>',
      'Sent: Saturday, November 28, 2026 12:00 PM',
      'To: Aina <aina@example.com>',
      'Subject: Kedai support replied to your chat',
      '',
      'Here is your new code',
    ].join('\n');
    expect(replyText(outlook)).toBe('Please resend the guide.');
    expect(replyText('Noted.\n\n-----Original Message-----\nFrom: x')).toBe('Noted.');
    // Without the separator, the From/Sent pair alone marks it.
    expect(replyText('OK\nFrom: Kedai <a@b.c>\nSent: today\nold text')).toBe('OK');
  });

  it('keeps a line that merely starts with “From:” when no “Sent:” follows', () => {
    expect(replyText('From: my other phone, same account\nThe code is fine')).toBe(
      'From: my other phone, same account\nThe code is fine',
    );
  });

  it('reads an HTML-only answer, cutting Gmail’s quote div and Apple Mail’s cite', () => {
    const gmail =
      '<div dir="ltr">Got it, <b>thanks</b> &amp; bye<br></div><br><div class="gmail_quote"><div class="gmail_attr">On Sat … wrote:<br></div><blockquote>old</blockquote></div>';
    expect(replyText(null, gmail)).toBe('Got it, thanks & bye');
    expect(replyText('', '<p>Works</p><blockquote type="cite">old</blockquote>')).toBe('Works');
    expect(stripHtmlQuote('<p>a</p><div id="divRplyFwdMsg">From: x</div>')).toBe('<p>a</p>');
    expect(htmlToText('<p>a&lt;b&gt;</p><script>alert(1)</script>')).toBe('a<b>\n');
  });

  it('answers an empty string for an empty mail or one that is only a quote', () => {
    expect(replyText(null, null)).toBe('');
    expect(replyText('> only the old text')).toBe('');
  });
});
