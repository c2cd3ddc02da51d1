import { Injectable, Logger } from '@nestjs/common';
import { FileStorageService } from '../../../core/storage/file-storage.service';
import { GraphApi, MEDIA_MAX_BYTES } from './graph-api';

export interface KeptMedia {
  key: string;
  mimeType: string;
  fileName: string | null;
}

/**
 * The one place a customer's WhatsApp file becomes a file of the shop: downloaded through the media endpoint and
 * kept through core storage, its type read from its bytes (a file lying about its type is not kept). When chat
 * has its own attachment model, this is the function that hands the bytes to it instead.
 */
@Injectable()
export class WhatsappMedia {
  private readonly logger = new Logger(WhatsappMedia.name);

  constructor(
    private readonly graph: GraphApi,
    private readonly storage: FileStorageService,
  ) {}

  /** The kept file, or null (and the reason logged) when it could not be downloaded or is not an image or PDF. */
  async keep(media: { id: string; fileName: string | null }): Promise<KeptMedia | null> {
    try {
      const { content } = await this.graph.download(media.id);
      const stored = await this.storage.save('whatsapp', content, {
        types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'],
        maxBytes: MEDIA_MAX_BYTES,
        wrongTypeMessage: 'Only images and PDF documents are kept',
        tooLargeMessage: 'The file is too large',
      });
      return { key: stored.storageKey, mimeType: stored.mimeType, fileName: media.fileName };
    } catch (error) {
      this.logger.warn(`A WhatsApp file (${media.id}) was not kept: ${String(error)}`);
      return null;
    }
  }
}
