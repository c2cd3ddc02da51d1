import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PRIVACY_NOTICE_VERSION, type ConsentPurpose } from '@kedai/contracts';
import { Consent } from '../entities/consent.entity';

export interface ConsentInput {
  purpose: ConsentPurpose;
  email: string;
  userId?: string | null;
  orderId?: string | null;
  /** The notice the form showed; the current one when left out. */
  noticeVersion?: string;
  consentedAt?: Date;
}

/** Records consents to the privacy notice in the caller's transaction (with the account or the order it came with). */
@Injectable()
export class ConsentsService {
  async record(em: EntityManager, input: ConsentInput): Promise<void> {
    await em.getRepository(Consent).insert({
      purpose: input.purpose,
      email: input.email,
      userId: input.userId ?? null,
      orderId: input.orderId ?? null,
      noticeVersion: input.noticeVersion ?? PRIVACY_NOTICE_VERSION,
      consentedAt: input.consentedAt ?? new Date(),
    });
  }
}
