import { HttpStatus } from '@nestjs/common';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { sniffFileType } from '../../../core/storage/file-type';

/** What an accepted upload really is. HEIC photos are converted to JPEG before they are stored. */
export type AttachmentType =
  | { kind: 'image'; mime: 'image/jpeg'; ext: 'jpg' }
  | { kind: 'image'; mime: 'image/png'; ext: 'png' }
  | { kind: 'image'; mime: 'image/webp'; ext: 'webp' }
  | { kind: 'image'; mime: 'image/heic'; ext: 'heic' }
  | { kind: 'pdf'; mime: 'application/pdf'; ext: 'pdf' };

export const ATTACHMENT_MESSAGES = {
  empty: 'The file is empty. Please choose the file again.',
  tooLarge: 'Files in chat can be up to 10 MB. Please send a smaller file (a screenshot, or the PDF compressed).',
  wrongType: 'Only pictures (JPEG, PNG, WebP or HEIC) and PDF documents can be sent in chat.',
  mismatch: (ext: string, real: string) =>
    `This file is named .${ext} but its content is ${real}. Please send the original file.`,
  polyglot:
    'This file has something else hidden after its content, so it cannot be sent. Please take a new screenshot or save the file again.',
  unreadable: 'This picture could not be read. Please take a new screenshot or save it as JPEG or PNG.',
  badName:
    'The file name must not contain folders ("/" or "\\") or control characters. Please rename the file and try again.',
  longName: 'The file name is too long (up to 200 characters). Please rename the file and try again.',
  missing: 'Choose a file to send.',
  oneFile: 'Send one file at a time.',
};

const refuse = (status: HttpStatus, code: string, message: string) => new ApiError(status, code, message);

/** Control characters (C0, DEL, C1) and the bidirectional overrides that make "gpj.exe" read as "exe.jpg". */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * The sender's file name, or a 400: it is shown to the other side and offered as the download's name, so it may
 * not carry folders, control characters or direction overrides. Surrounding spaces are dropped.
 */
export function checkAttachmentName(name: string | undefined, fallback: string): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return fallback;
  if (/[\\/]/.test(trimmed) || UNSAFE_NAME.test(trimmed) || trimmed === '.' || trimmed === '..') {
    throw refuse(HttpStatus.BAD_REQUEST, 'attachment_bad_name', ATTACHMENT_MESSAGES.badName);
  }
  if (trimmed.length > 200) throw refuse(HttpStatus.BAD_REQUEST, 'attachment_bad_name', ATTACHMENT_MESSAGES.longName);
  return trimmed;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** An ISO-BMFF file whose major brand is one of HEIF's (iPhone photos). AVIF ('avif') is not accepted. */
function isHeif(buffer: Buffer): boolean {
  return (
    buffer.length >= 12 &&
    buffer.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(buffer.toString('latin1', 8, 12))
  );
}

/** What the bytes are, among what chat takes (null: something else). */
export function sniffAttachment(buffer: Buffer): AttachmentType | null {
  if (isHeif(buffer)) return { kind: 'image', mime: 'image/heic', ext: 'heic' };
  const type = sniffFileType(buffer);
  switch (type?.mime) {
    case 'image/jpeg':
      return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
    case 'image/png':
      return { kind: 'image', mime: 'image/png', ext: 'png' };
    case 'image/webp':
      return { kind: 'image', mime: 'image/webp', ext: 'webp' };
    case 'application/pdf':
      return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
    default:
      return null;
  }
}

/** The extensions each type may be named with. */
const NAMED_AS: Record<AttachmentType['ext'], string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  webp: ['webp'],
  heic: ['heic', 'heif', 'hif'],
  pdf: ['pdf'],
};
const DESCRIBED: Record<AttachmentType['ext'], string> = {
  jpg: 'a JPEG picture',
  png: 'a PNG picture',
  webp: 'a WebP picture',
  heic: 'a HEIC photo',
  pdf: 'a PDF document',
};

/** A name's extension when it looks like one ("photo.PNG" → png; "Shot at 10.05" has none). */
const extensionOf = (name: string) => /\.([a-z][a-z0-9]{1,4})$/i.exec(name)?.[1].toLowerCase() ?? null;

/** Where a PNG's IEND chunk ends, or -1 when its chunks do not reach one. */
function pngEnd(buffer: Buffer): number {
  let at = 8;
  while (at + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at <= buffer.length ? at : -1;
  }
  return -1;
}

/** Where a JPEG's end-of-image marker ends (walking its segments and entropy-coded data), or -1. */
function jpegEnd(buffer: Buffer): number {
  let at = 2;
  while (at + 1 < buffer.length) {
    if (buffer[at] !== 0xff) return -1;
    const marker = buffer[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > buffer.length) return -1;
    at += 2 + buffer.readUInt16BE(at + 2);
    if (marker === 0xda) {
      // Scan data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (at + 1 < buffer.length) {
        const next = buffer[at + 1];
        if (buffer[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at += 1;
      }
    }
  }
  return -1;
}

/** Markup a browser might run if the file were ever shown as a page. */
const MARKUP = /<(html|script|svg|body|iframe|!doctype|\?xml)/i;

/**
 * Whether the bytes are exactly one file of their type: nothing after a PNG's IEND, a JPEG's end marker, the
 * size a WebP's header declares, or a PDF's last %%EOF, and no markup in a picture. A "polyglot" (a PNG with a
 * PDF or HTML page behind it) is refused rather than cleaned: the sender should know what they sent.
 */
export function isSingleFile(buffer: Buffer, type: AttachmentType): boolean {
  switch (type.ext) {
    case 'png':
      return pngEnd(buffer) === buffer.length && !MARKUP.test(buffer.toString('latin1'));
    case 'jpg':
      return jpegEnd(buffer) === buffer.length && !MARKUP.test(buffer.toString('latin1'));
    case 'webp': {
      const declared = buffer.readUInt32LE(4) + 8;
      return (declared === buffer.length || declared + 1 === buffer.length) && !MARKUP.test(buffer.toString('latin1'));
    }
    case 'pdf': {
      const text = buffer.toString('latin1');
      const end = text.lastIndexOf('%%EOF');
      return end >= 0 && /^\s*$/.test(text.slice(end + 5)) && !MARKUP.test(text.slice(0, 1024));
    }
    case 'heic':
      // Never stored as sent: decoded and written again as a JPEG (or refused).
      return true;
  }
}

/**
 * The checks made before anything is stored, in the order a person fixes them: a file at all, its size, what
 * it really is, whether its name says otherwise, and whether anything hides behind it. Returns the type.
 */
export function checkAttachment(buffer: Buffer | undefined, name: string): AttachmentType {
  if (!buffer) throw refuse(HttpStatus.BAD_REQUEST, 'attachment_missing', ATTACHMENT_MESSAGES.missing);
  if (buffer.length === 0) throw refuse(HttpStatus.BAD_REQUEST, 'attachment_empty', ATTACHMENT_MESSAGES.empty);
  if (buffer.length > CHAT_ATTACHMENT_MAX_BYTES) {
    throw refuse(HttpStatus.PAYLOAD_TOO_LARGE, 'file_too_large', ATTACHMENT_MESSAGES.tooLarge);
  }
  const type = sniffAttachment(buffer);
  if (!type) throw refuse(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'unsupported_file_type', ATTACHMENT_MESSAGES.wrongType);
  const extension = extensionOf(name);
  if (extension && !NAMED_AS[type.ext].includes(extension)) {
    throw refuse(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      'attachment_type_mismatch',
      ATTACHMENT_MESSAGES.mismatch(extension, DESCRIBED[type.ext]),
    );
  }
  if (!isSingleFile(buffer, type)) {
    throw refuse(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'attachment_polyglot', ATTACHMENT_MESSAGES.polyglot);
  }
  return type;
}

/** The name the stored file is shown under: the sender's, with the extension of what it now is (HEIC → .jpg). */
export function shownName(name: string, storedExt: 'jpg' | 'png' | 'webp' | 'pdf'): string {
  const extension = extensionOf(name);
  const base = extension ? name.slice(0, -(extension.length + 1)) : name;
  return extension && NAMED_AS[storedExt].includes(extension) ? name : `${base}.${storedExt}`;
}
