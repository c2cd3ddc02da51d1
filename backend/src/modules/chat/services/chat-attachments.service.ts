import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { Repository } from 'typeorm';
import { ApiError } from '../../../core/http/api-error';
import { FileStorageService } from '../../../core/storage/file-storage.service';
import { ATTACHMENT_MESSAGES, checkAttachment, checkAttachmentName, shownName } from '../rules/chat-attachment-rules';
import { ChatMessage, type StoredAttachment } from '../entities/chat-message.entity';
import { ChatMessageEvents } from './chat-message-events';
import { decodeHeic } from './heic-decoder';
import { ChatMessageWriter, type StoredMessage } from './chat-message-writer';
import { ChatSessionsService } from './chat-sessions.service';
import { validateClientId } from '../rules/chat-rules';

/** A picture may not claim a canvas larger than this (a "decompression bomb" is refused, not decoded). */
const MAX_INPUT_PIXELS = 40_000_000;
const THUMBNAIL_WIDTH = 480;

/** A checked upload, ready to be stored: the bytes to keep (pictures re-encoded, metadata dropped) and a preview. */
export interface PreparedAttachment {
  kind: 'image' | 'pdf';
  mimeType: StoredAttachment['mimeType'];
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
  content: Buffer;
  thumbnail: Buffer | null;
  name: string;
  width: number | null;
  height: number | null;
}

const unreadable = (message = ATTACHMENT_MESSAGES.unreadable) =>
  new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'attachment_unreadable', message);

/**
 * Files in chat (docs/product/chat.md#attachments): checked from their bytes, pictures decoded and written
 * again by sharp (which drops EXIF such as a phone's GPS position; an iPhone's HEIC photo is decoded by libheif and
 * stored as JPEG), a WebP preview made, then kept in the file storage under a random name. The message that
 * carries the file is written by the same path as text (ChatMessageWriter); a resend with the same clientId
 * stores no second file.
 *
 * `storeInbound` is the way for other channels (a WhatsApp conversation, a "report a problem" form) to put a
 * customer's file into a conversation.
 */
@Injectable()
export class ChatAttachments {
  private readonly logger = new Logger(ChatAttachments.name);

  constructor(
    private readonly files: FileStorageService,
    private readonly writer: ChatMessageWriter,
    private readonly messageEvents: ChatMessageEvents,
    private readonly sessions: ChatSessionsService,
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
  ) {}

  /** Checks and converts an upload; stores nothing. 4xx with a readable message for anything refused. */
  async prepare(buffer: Buffer | undefined, filename: string | undefined): Promise<PreparedAttachment> {
    const name = checkAttachmentName(filename, 'file');
    const type = checkAttachment(buffer, name);
    const bytes = buffer as Buffer;
    if (type.kind === 'pdf') {
      return {
        kind: 'pdf',
        mimeType: 'application/pdf',
        ext: 'pdf',
        content: bytes,
        thumbnail: null,
        name,
        width: null,
        height: null,
      };
    }
    const ext = type.ext === 'heic' ? 'jpg' : type.ext;
    const mimeType = type.mime === 'image/heic' ? 'image/jpeg' : type.mime;
    let content: Buffer;
    let info: { width: number; height: number };
    try {
      const image = await this.readable(bytes, type.ext === 'heic');
      const output =
        ext === 'jpg' ? image.jpeg({ quality: 90 }) : ext === 'png' ? image.png() : image.webp({ quality: 90 });
      ({ data: content, info } = await output.toBuffer({ resolveWithObject: true }));
    } catch (error) {
      this.logger.debug(`A chat picture was refused: ${String(error)}`);
      throw unreadable();
    }
    const thumbnail = await sharp(content)
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      kind: 'image',
      mimeType,
      ext,
      content,
      thumbnail,
      name: shownName(name, ext),
      width: info.width,
      height: info.height,
    };
  }

  /**
   * The picture as sharp reads it, turned upright. This build of sharp (libvips' prebuilt binaries) reads HEIF only
   * when it holds AV1 (AVIF), not the HEVC of an iPhone's HEIC photo: those are decoded by libheif (heic-decode) in
   * a worker thread and handed over as pixels.
   */
  private async readable(bytes: Buffer, heic: boolean): Promise<Sharp> {
    if (!heic) return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { width, height, rgba } = await decodeHeic(bytes, MAX_INPUT_PIXELS);
    return sharp(rgba, { raw: { width, height, channels: 4 } });
  }

  /**
   * Stores the file, then lets `write` store the message that carries it. When nothing new was written (a
   * resend whose message is already there, an ended chat, a failure) the file is removed again, so a refused
   * or repeated send leaves no file behind. A resend found before anything is stored stores nothing.
   */
  async withStoredFile(
    sessionId: string,
    clientId: string | null,
    prepared: PreparedAttachment,
    write: (attachment: StoredAttachment) => Promise<StoredMessage>,
  ): Promise<StoredMessage> {
    if (clientId) {
      const existing = await this.messages.findOne({ where: { sessionId, clientId }, relations: { session: true } });
      if (existing?.session) return { message: existing, session: existing.session, created: false };
    }
    const name = randomBytes(16).toString('hex');
    const attachment: StoredAttachment = {
      kind: prepared.kind,
      mimeType: prepared.mimeType,
      storageKey: `chat/${name}.${prepared.ext}`,
      thumbnailKey: prepared.thumbnail ? `chat/${name}-w${THUMBNAIL_WIDTH}.webp` : null,
      size: prepared.content.length,
      name: prepared.name,
      width: prepared.width,
      height: prepared.height,
    };
    await this.files.put(attachment.storageKey, prepared.content, prepared.mimeType);
    if (attachment.thumbnailKey && prepared.thumbnail) {
      await this.files.put(attachment.thumbnailKey, prepared.thumbnail, 'image/webp');
    }
    let stored: StoredMessage | undefined;
    try {
      stored = await write(attachment);
      return stored;
    } finally {
      if (!stored?.created) await this.discard(attachment);
    }
  }

  /** Removes a stored attachment's files (a failed send, or retention). */
  async discard(attachment: StoredAttachment): Promise<void> {
    for (const key of [attachment.storageKey, attachment.thumbnailKey]) {
      if (key)
        await this.files
          .remove(key)
          .catch((error: unknown) => this.logger.warn(`Could not remove ${key}: ${String(error)}`));
    }
  }

  /** The bytes of a message's file or preview (the caller has checked the signed link). */
  async read(messageId: string, variant: 'file' | 'thumb'): Promise<{ content: Buffer; attachment: StoredAttachment }> {
    const message = await this.messages.findOne({ select: { id: true, attachment: true }, where: { id: messageId } });
    const attachment = message?.attachment;
    const key = variant === 'thumb' ? attachment?.thumbnailKey : attachment?.storageKey;
    if (!attachment || !key) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'attachment_not_found', 'This file is no longer available.');
    }
    return { content: await this.files.read(key), attachment };
  }

  /**
   * A customer's file arriving by another channel, written into their conversation as their message (said live
   * to the agents like any other). The same checks as the widget's upload; `clientId` (the channel's own message
   * id) makes a redelivery store nothing new.
   */
  async storeInbound(
    sessionId: string,
    buffer: Buffer,
    filename: string,
    options: { clientId?: string; caption?: string } = {},
  ): Promise<StoredMessage> {
    const session = await this.sessions.findSession(sessionId);
    const clientId = validateClientId(options.clientId);
    const prepared = await this.prepare(buffer, filename);
    const stored = await this.withStoredFile(session.id, clientId, prepared, (attachment) =>
      this.writer.write(session.id, {
        senderType: 'customer',
        senderId: session.customerId ?? session.visitorId,
        senderName: session.customerName,
        message: (options.caption ?? '').trim().slice(0, 2000),
        clientId,
        attachment,
      }),
    );
    return this.messageEvents.stored(stored, 'customer');
  }
}
