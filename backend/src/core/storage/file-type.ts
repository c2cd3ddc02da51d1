export type SniffedType =
  | { mime: 'image/jpeg'; ext: 'jpg' }
  | { mime: 'image/png'; ext: 'png' }
  | { mime: 'image/gif'; ext: 'gif' }
  | { mime: 'image/webp'; ext: 'webp' }
  | { mime: 'application/pdf'; ext: 'pdf' };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const startsWith = (buffer: Buffer, signature: number[], offset = 0) =>
  buffer.length >= offset + signature.length && signature.every((byte, index) => buffer[offset + index] === byte);

/**
 * The type a file really is, from its first bytes; its name and the browser's claim are not trusted.
 * Only the types Kedai accepts somewhere are recognised; each upload lists the ones it takes.
 */
export function sniffFileType(buffer: Buffer): SniffedType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a')))
    return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBPVP8'), 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}
