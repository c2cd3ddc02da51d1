import { Injectable, OnModuleInit } from '@nestjs/common';
import { RetentionRegistry } from '../../../core/maintenance/retention';
import { encryptSecret } from '../../../core/security/secret-box';

/**
 * Ended rentals whose credentials (as handed to the customer) are still kept. An erased password is the
 * encryption of the empty text, `v1:<iv>:<tag>:` with no ciphertext, so it reads back as "" and is found by
 * its trailing colon.
 */
const KEPT_CREDENTIALS = `ended_at IS NOT NULL AND ended_at < $1 AND (right(password, 1) <> ':' OR login_token IS NOT NULL)`;

/** Fulfilment's part of data retention (Settings → Data retention → Ended rentals' credentials). */
@Injectable()
export class RentalCredentialsRetention implements OnModuleInit {
  constructor(private readonly registry: RetentionRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'rental-credentials',
      count: async (cutoff, em) => {
        const [{ rentals }] = await em.query(`SELECT count(*) AS rentals FROM rentals WHERE ${KEPT_CREDENTIALS}`, [
          cutoff,
        ]);
        return { rentals: Number(rentals) };
      },
      purge: async (cutoff, em) => {
        const [, rentals] = await em.query(
          `UPDATE rentals SET password = $2, login_token = NULL WHERE ${KEPT_CREDENTIALS}`,
          [cutoff, encryptSecret('')],
        );
        return { parts: { rentals: Number(rentals) } };
      },
    });
  }
}
