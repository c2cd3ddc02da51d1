import sharp from 'sharp';
import { checkAttachment, checkAttachmentName, shownName } from './chat-attachment-rules';

const picture = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const code = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return ((error as { getResponse?: () => { code?: string } }).getResponse?.() ?? {}).code;
  }
};

describe('chat attachment rules', () => {
  it('accepts real JPEG, PNG, WebP and PDF files by their content', async () => {
    expect(checkAttachment(await picture('jpeg'), 'a.jpg').mime).toBe('image/jpeg');
    expect(checkAttachment(await picture('png'), 'screen').mime).toBe('image/png');
    expect(checkAttachment(await picture('webp'), 'a.webp').mime).toBe('image/webp');
    expect(checkAttachment(pdf, 'invoice.pdf').kind).toBe('pdf');
  });

  it('refuses what is empty, too large or not a picture or PDF', async () => {
    expect(code(() => checkAttachment(Buffer.alloc(0), 'a.png'))).toBe('attachment_empty');
    expect(code(() => checkAttachment(undefined, 'a.png'))).toBe('attachment_missing');
    expect(code(() => checkAttachment(Buffer.alloc(10 * 1024 * 1024 + 1), 'a.png'))).toBe('file_too_large');
    expect(code(() => checkAttachment(Buffer.from('<html><script>alert(1)</script>'), 'a.png'))).toBe(
      'unsupported_file_type',
    );
    expect(code(() => checkAttachment(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.gif'))).toBe(
      'unsupported_file_type',
    );
  });

  it('refuses a file whose name says another type', async () => {
    expect(code(() => checkAttachment(pdf, 'photo.png'))).toBe('attachment_type_mismatch');
    expect(code(() => checkAttachment(pdf, 'page.html'))).toBe('attachment_type_mismatch');
    // Not an extension: a screenshot's time.
    expect(code(() => checkAttachment(pdf, 'Shot at 10.05'))).toBe('accepted');
  });

  it('refuses polyglots: a picture with a PDF or a page behind it, a PDF with a page after its end', async () => {
    const png = await picture('png');
    const jpeg = await picture('jpeg');
    expect(code(() => checkAttachment(Buffer.concat([png, pdf]), 'a.png'))).toBe('attachment_polyglot');
    expect(code(() => checkAttachment(Buffer.concat([jpeg, Buffer.from('<html>x</html>')]), 'a.jpg'))).toBe(
      'attachment_polyglot',
    );
    expect(code(() => checkAttachment(Buffer.concat([pdf, Buffer.from('<html><script>x</script>')]), 'a.pdf'))).toBe(
      'attachment_polyglot',
    );
    const webp = await picture('webp');
    expect(code(() => checkAttachment(Buffer.concat([webp, Buffer.from('tail!')]), 'a.webp'))).toBe(
      'attachment_polyglot',
    );
  });

  it('refuses names with folders, control characters or direction overrides', () => {
    for (const name of ['../../etc/passwd.png', 'C:\\x\\a.png', 'a\u0000.png', 'bad\nname.png', 'gpj\u202eexe.png']) {
      expect(code(() => checkAttachmentName(name, 'file'))).toBe('attachment_bad_name');
    }
    expect(checkAttachmentName('  Ralat pembayaran.png ', 'file')).toBe('Ralat pembayaran.png');
    expect(checkAttachmentName('', 'image')).toBe('image');
  });

  it('names a converted file by what it now is', () => {
    expect(shownName('IMG_0001.HEIC', 'jpg')).toBe('IMG_0001.jpg');
    expect(shownName('shot.png', 'png')).toBe('shot.png');
    expect(shownName('shot', 'png')).toBe('shot.png');
  });
});
