/**
 * How a receipt file is served to an admin. A PDF is always a download: a customer's PDF may carry
 * scripts, and a browser's PDF viewer would run them on our origin. Images may show inline, in a sandbox
 * that runs nothing.
 */
export function receiptHeaders(
  file: { mimeType: string; fileName: string },
  download: boolean,
): Record<string, string> {
  const inline = !download && file.mimeType.startsWith('image/');
  return {
    'Content-Type': file.mimeType,
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
