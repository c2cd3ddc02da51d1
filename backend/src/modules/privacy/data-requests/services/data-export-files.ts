import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry } from '../../../../core/maintenance/purge';

/** The data-export archives still offered for download, kept by the orphan cleanup (they go after 7 days anyway). */
@Injectable()
export class DataExportFiles implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.registerFileReferences(async (em) => {
      const [{ refs }] = await em.query(
        `SELECT string_agg(archive_key, E'\\n') AS refs FROM data_requests WHERE archive_key IS NOT NULL`,
      );
      return [String(refs ?? '')];
    });
  }
}
