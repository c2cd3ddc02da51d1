import { sniffFileType } from './file-type';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1');

describe('sniffFileType', () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['a GIF', gif, 'image/gif'],
    ['a WebP', webp, 'image/webp'],
    ['a PDF', pdf, 'application/pdf'],
  ])('recognises %s by its bytes', (_, bytes, mime) => expect(sniffFileType(bytes)?.mime).toBe(mime));

  it.each([
    ['a text file', Buffer.from('hello, this is not an image')],
    ['an HTML page pretending to be an image', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated GIF signature', Buffer.from('GIF8')],
    ['a RIFF file that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', png.subarray(0, 4)],
  ])('rejects %s', (_, bytes) => expect(sniffFileType(bytes)).toBeNull());
});
