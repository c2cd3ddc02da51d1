import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  checkWalletLabel,
  DEFAULT_WALLET_LABEL,
  MAX_PAYMENT_QR_BYTES,
  PAYMENT_QR_SIZE_MESSAGE,
  PAYMENT_QR_TYPE_MESSAGE,
  PAYMENT_QR_TYPES,
  type PaymentQrInfo,
  type PaymentQrUpdated,
} from '@kedai/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Repository } from 'typeorm';
import { ApiError } from '../../../core/http/api-error';
import { FileStorageService, type StoredFile } from '../../../core/storage/file-storage.service';
import { PaymentQr } from '../entities/payment-qr.entity';
import { AuditService, changedFields, type StaffActor } from '../../audit';

/** backend/assets, from the compiled (dist/backend/src/modules/orders) or the source location. */
const DEFAULT_QR = [
  resolve(__dirname, '..', '..', '..', '..', '..', 'assets', 'payment-qr.png'),
  resolve(__dirname, '..', '..', '..', 'assets', 'payment-qr.png'),
  resolve('backend', 'assets', 'payment-qr.png'),
].find((candidate) => existsSync(candidate));

export const MAX_QR_BYTES = MAX_PAYMENT_QR_BYTES;
export { PAYMENT_QR_SIZE_MESSAGE };

export interface QrImage {
  content: Buffer;
  mimeType: string;
  isDefault: boolean;
}

const invalidQr = (message: string, field: string) =>
  new ApiError(HttpStatus.BAD_REQUEST, 'payment_qr_invalid', message, [{ field, messages: [message] }]);

/**
 * The e-wallet QR shown at checkout and its label: the admin's (Settings), else the defaults shipped with the
 * app. A change is all or nothing: the new image is stored first, removed again if the row cannot be
 * written, and the old image is removed only after the row points at the new one.
 */
@Injectable()
export class PaymentQrService {
  private readonly logger = new Logger(PaymentQrService.name);

  constructor(
    @InjectRepository(PaymentQr) private readonly qr: Repository<PaymentQr>,
    private readonly storage: FileStorageService,
    private readonly audit: AuditService,
  ) {}

  async current(): Promise<QrImage> {
    const row = await this.qr.findOneBy({ id: 1 });
    if (row?.storageKey && row.mimeType) {
      try {
        return { content: await this.storage.read(row.storageKey), mimeType: row.mimeType, isDefault: false };
      } catch {
        // The stored file is gone: fall back to the default rather than break checkout.
      }
    }
    if (!DEFAULT_QR) throw new Error('The default payment QR (backend/assets/payment-qr.png) is missing');
    return { content: await readFile(DEFAULT_QR), mimeType: 'image/png', isDefault: true };
  }

  /** What checkout shows: the label and a versioned image url (a replaced image is fetched again). */
  async info(): Promise<PaymentQrInfo> {
    const row = await this.qr.findOneBy({ id: 1 });
    return this.infoOf(row);
  }

  /** Settings' view: the label, whether the default image is served, its type and size. */
  async details(): Promise<PaymentQrUpdated> {
    const row = await this.qr.findOneBy({ id: 1 });
    const image = await this.current();
    return {
      ...this.infoOf(row),
      isDefault: image.isDefault,
      mimeType: image.mimeType,
      size: image.content.length,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  /** PUT /api/admin/payment/qr: a new image (JPEG/PNG by content, < 2 MB), a new label, or both. */
  async replace(actor: StaffActor, content: Buffer | undefined, rawLabel: unknown): Promise<PaymentQrUpdated> {
    const hasImage = content !== undefined && content.length > 0;
    let label: string | undefined;
    if (rawLabel !== undefined) {
      const checked = checkWalletLabel(rawLabel);
      if (!checked.ok) throw invalidQr(checked.message, 'label');
      label = checked.label;
    }
    if (!hasImage && label === undefined) {
      throw invalidQr('Choose a QR image (JPEG or PNG) or enter the e-wallet name to save.', 'image');
    }
    const stored: StoredFile | null = hasImage
      ? await this.storage.save('payment-qr', content, {
          types: [...PAYMENT_QR_TYPES],
          maxBytes: MAX_PAYMENT_QR_BYTES,
          wrongTypeMessage: PAYMENT_QR_TYPE_MESSAGE,
          tooLargeMessage: PAYMENT_QR_SIZE_MESSAGE,
        })
      : null;
    let previousKey: string | null = null;
    try {
      await this.qr.manager.transaction(async (em) => {
        const repository = em.getRepository(PaymentQr);
        await em.query('INSERT INTO payment_qr (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
        const row = await repository.findOneOrFail({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
        previousKey = stored ? row.storageKey : null;
        const changes = {
          ...(stored && { storageKey: stored.storageKey, mimeType: stored.mimeType }),
          ...(label !== undefined && { label }),
        };
        await repository.update({ id: 1 }, changes);
        const changed = changedFields(
          { storageKey: row.storageKey, label: row.label },
          { storageKey: row.storageKey, label: row.label, ...changes },
        );
        if (Object.keys(changed).length > 0) {
          await this.audit.record(em, actor, 'settings.changed', { type: 'settings', id: 'payment-qr' }, { changed });
        }
      });
    } catch (error) {
      if (stored) await this.storage.remove(stored.storageKey).catch(() => undefined);
      throw error;
    }
    if (previousKey && previousKey !== stored?.storageKey) {
      const key: string = previousKey;
      await this.storage
        .remove(key)
        .catch((error: unknown) => this.logger.warn(`Could not remove ${key}: ${String(error)}`));
    }
    return this.details();
  }

  private infoOf(row: PaymentQr | null): PaymentQrInfo {
    const version = row?.storageKey ? row.updatedAt.getTime().toString(36) : 'default';
    return { label: row?.label ?? DEFAULT_WALLET_LABEL, imageUrl: `/api/payment/qr?v=${version}` };
  }
}
