import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry } from '../../../core/maintenance/purge';

/** The uploaded files products refer to (their images), kept by the orphan cleanup. */
@Injectable()
export class ProductFiles implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.registerFileReferences(async (em) => {
      const [{ refs }] = await em.query(`SELECT string_agg(images::text, E'\\n') AS refs FROM products`);
      return [String(refs ?? '')];
    });
  }
}
