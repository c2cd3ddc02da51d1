import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry } from '../../../core/maintenance/purge';

/** The uploaded files orders refer to (receipts, and any key named in the timeline), kept by the orphan cleanup. */
@Injectable()
export class OrderFiles implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.registerFileReferences(async (em) => {
      const [{ refs }] = await em.query(
        `SELECT concat_ws(E'\\n',
            (SELECT string_agg(receipt_storage_key, E'\\n') FROM orders WHERE receipt_storage_key IS NOT NULL),
            (SELECT string_agg(details::text, E'\\n') FROM order_events)) AS refs`,
      );
      return [String(refs ?? '')];
    });
  }
}
