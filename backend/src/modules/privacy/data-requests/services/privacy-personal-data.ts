import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../../core/maintenance/personal-data';

/**
 * Privacy's own part of the customer's data rights: the consents to the privacy notice (with the version and the
 * time) and the earlier data requests. At erasure a consent stays as the record that it was given, under an
 * erased address; earlier requests go with their archives (the erasure's own request is kept by its runner).
 */
@Injectable()
export class PrivacyPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'privacy',
      export: async (subject, em) => ({
        documents: {
          'consents.json': await em.query(
            `SELECT purpose, email, order_id AS "orderId", notice_version AS "noticeVersion", consented_at AS "consentedAt"
               FROM consents WHERE lower(email) = $2 OR user_id = $1 ORDER BY consented_at`,
            [subject.userId, subject.email],
          ),
          'data-requests.json': await em.query(
            `SELECT kind, status, channel, created_at AS "createdAt", completed_at AS "completedAt"
               FROM data_requests WHERE email = $2 OR user_id = $1 ORDER BY created_at`,
            [subject.userId, subject.email],
          ),
        },
      }),
      erase: async (subject, em) => {
        const [, consents] = await em.query(
          `UPDATE consents SET email = 'erased-' || id || '@erased.invalid', user_id = NULL
            WHERE lower(email) = $2 OR user_id = $1`,
          [subject.userId, subject.email],
        );
        // Erasure requests (this one too: its runner keeps the address in memory for the last e-mail) stay as the
        // record of what was done, under an erased address.
        await em.query(
          `UPDATE data_requests SET email = 'erased-' || id || '@erased.invalid', cancel_token_hash = NULL
            WHERE (email = $2 OR user_id = $1) AND kind = 'erasure'`,
          [subject.userId, subject.email],
        );
        const archives: { archive_key: string }[] = await em.query(
          `SELECT archive_key FROM data_requests
            WHERE (email = $2 OR user_id = $1) AND kind = 'export' AND archive_key IS NOT NULL`,
          [subject.userId, subject.email],
        );
        const [, requests] = await em.query(
          `DELETE FROM data_requests WHERE (email = $2 OR user_id = $1) AND kind = 'export'`,
          [subject.userId, subject.email],
        );
        return {
          parts: { consents: Number(consents), data_requests: Number(requests) },
          files: archives.map((row) => row.archive_key),
        };
      },
    });
  }
}
