import { Injectable, Logger } from '@nestjs/common';
import { GraphApi } from './graph-api';

export interface DownloadedMedia {
  content: Buffer;
  fileName: string | null;
}

/**
 * A customer's WhatsApp file, downloaded through the media endpoint. It is handed to chat, which checks it by its
 * bytes and keeps it as the message's attachment, exactly as a file sent in the web chat.
 */
@Injectable()
export class WhatsappMedia {
  private readonly logger = new Logger(WhatsappMedia.name);

  constructor(private readonly graph: GraphApi) {}

  /** The file's bytes, or null (and the reason logged) when it could not be downloaded. */
  async download(media: { id: string; fileName: string | null }): Promise<DownloadedMedia | null> {
    try {
      const { content } = await this.graph.download(media.id);
      return { content, fileName: media.fileName };
    } catch (error) {
      this.logger.warn(`A WhatsApp file (${media.id}) could not be downloaded: ${String(error)}`);
      return null;
    }
  }
}
