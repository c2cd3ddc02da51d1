import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry } from '../../../core/maintenance/purge';

/**
 * The files chat messages carry (attachments and their previews, whatever channel brought them), kept by the orphan
 * cleanup. A file stored for a message that was never written (the process died between the two) is named by no
 * message, and that cleanup removes it.
 */
@Injectable()
export class ChatFiles implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.registerFileReferences(async (em) => {
      const [{ refs }] = await em.query(
        `SELECT string_agg(concat_ws(E'\\n', attachment->>'storageKey', attachment->>'thumbnailKey'), E'\\n') AS refs
           FROM chat_messages WHERE attachment IS NOT NULL`,
      );
      return [String(refs ?? '')];
    });
  }
}
