import { Injectable, OnModuleInit } from '@nestjs/common';
import { PurgeRegistry } from '../../../core/maintenance/purge';

/** The uploaded files payments refer to (the payment QR), kept by the orphan cleanup. */
@Injectable()
export class PaymentFiles implements OnModuleInit {
  constructor(private readonly registry: PurgeRegistry) {}

  onModuleInit(): void {
    this.registry.registerFileReferences(async (em) => {
      const [{ refs }] = await em.query(`SELECT string_agg(storage_key, E'\\n') AS refs FROM payment_qr`);
      return [String(refs ?? '')];
    });
  }
}
