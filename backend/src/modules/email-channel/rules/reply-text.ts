/**
 * The customer's own words of an e-mailed answer: the quoted history and the signature taken off, as mail
 * programs write them. Pure; the unit spec holds the shapes it knows.
 */

/** "On Mon, 2 Nov 2026 at 10:00, Kedai <help@kedai.my> wrote:" and its Malay and Chinese forms. */
const ATTRIBUTION = [
  /^on\b.{0,300}\bwrote:\s*$/i,
  /^pada\b.{0,300}\bmenulis:\s*$/i,
  /^.{0,300}(写道|寫道)[:：]\s*$/,
  /^le\b.{0,300}\ba écrit\s*:\s*$/i,
];

/** Outlook's header block of the quoted mail ("From: …" then "Sent: …" or "Date: …" within a few lines). */
const OUTLOOK_FROM = /^\*?(from|daripada|发件人|寄件者)\*?\s*[:：]/i;
const OUTLOOK_SENT = /^\*?(sent|date|dihantar|tarikh|发送时间|寄件日期)\*?\s*[:：]/i;
const SEPARATORS = [/^-{2,}\s*original message\s*-{2,}\s*$/i, /^_{10,}\s*$/, /^-{5,}\s*forwarded message\s*-{5,}$/i];
/** The signature delimiter ("-- "), and the one-liners phones add. */
const SIGNATURE = /^--\s?$/;
const SENT_FROM = /^(sent from my |get outlook for |dihantar dari )/i;

function cutAt(lines: string[]): number {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].trim();
    const joined = `${line} ${(lines[index + 1] ?? '').trim()}`.trim();
    if (ATTRIBUTION.some((pattern) => pattern.test(line))) return index;
    // A long attribution some programs wrap over two lines ("On …, Kedai <…>" / "wrote:").
    if (/^(on|pada)\b/i.test(line) && ATTRIBUTION.some((pattern) => pattern.test(joined))) return index;
    if (SEPARATORS.some((pattern) => pattern.test(line))) return index;
    if (SIGNATURE.test(lines[index])) return index;
    if (OUTLOOK_FROM.test(line)) {
      const next = lines.slice(index + 1, index + 5).map((item) => item.trim());
      if (next.some((item) => OUTLOOK_SENT.test(item))) return index;
    }
  }
  return lines.length;
}

/** HTML to the text a person reads: line breaks for blocks, tags dropped, the common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/gi, '&');
}

/**
 * An HTML-only answer: everything from the first quote container on is history (Gmail's `gmail_quote`, Apple
 * Mail's `blockquote type="cite"`, Outlook's `divRplyFwdMsg` / `appendonsend`, Yahoo's `yahoo_quoted`).
 */
export function stripHtmlQuote(html: string): string {
  const markers = [
    /<div[^>]*class="[^"]*gmail_quote[^"]*"/i,
    /<blockquote[^>]*type="cite"/i,
    /<div[^>]*id="(divRplyFwdMsg|appendonsend)"/i,
    /<div[^>]*class="[^"]*yahoo_quoted[^"]*"/i,
    /<blockquote\b/i,
  ];
  let end = html.length;
  for (const marker of markers) {
    const found = marker.exec(html);
    if (found && found.index < end) end = found.index;
  }
  return html.slice(0, end);
}

/** The answer's own words from its text part (or its HTML part when it has no text), trimmed. */
export function replyText(text: string | null | undefined, html?: string | null): string {
  const source = text?.trim() ? text : html ? htmlToText(stripHtmlQuote(html)) : '';
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const own = lines
    .slice(0, cutAt(lines))
    .filter((line) => !/^\s*>/.test(line))
    .filter((line) => !SENT_FROM.test(line.trim()));
  return own
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
