import { Injectable } from '@nestjs/common';
import type { PaymentQrUpdated } from '@kedai/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Repository } from 'typeorm';
import { FileStorageService } from '../../core/storage/file-storage.service';
import { PaymentQr } from './entities/payment-qr.entity';

/** backend/assets, from the compiled (dist/backend/src/modules/orders) or the source location. */
const DEFAULT_QR = [
  resolve(__dirname, '..', '..', '..', '..', '..', 'assets', 'payment-qr.png'),
  resolve(__dirname, '..', '..', '..', 'assets', 'payment-qr.png'),
  resolve('backend', 'assets', 'payment-qr.png'),
].find((candidate) => existsSync(candidate));

export const MAX_QR_BYTES = 2 * 1024 * 1024;

export interface QrImage {
  content: Buffer;
  mimeType: string;
  isDefault: boolean;
}

/** The e-wallet QR shown at checkout: the admin's upload, else the default shipped with the app. */
@Injectable()
export class PaymentQrService {
  constructor(
    @InjectRepository(PaymentQr) private readonly qr: Repository<PaymentQr>,
    private readonly storage: FileStorageService,
  ) {}

  async current(): Promise<QrImage> {
    const row = await this.qr.findOneBy({ id: 1 });
    if (row) {
      try {
        return { content: await this.storage.read(row.storageKey), mimeType: row.mimeType, isDefault: false };
      } catch {
        // The stored file is gone: fall back to the default rather than break checkout.
      }
    }
    if (!DEFAULT_QR) throw new Error('The default payment QR (backend/assets/payment-qr.png) is missing');
    return { content: await readFile(DEFAULT_QR), mimeType: 'image/png', isDefault: true };
  }

  async replace(content: Buffer | undefined): Promise<PaymentQrUpdated> {
    const stored = await this.storage.save('payment-qr', content ?? Buffer.alloc(0), {
      types: ['image/png', 'image/jpeg'],
      maxBytes: MAX_QR_BYTES,
      wrongTypeMessage: 'Please upload the QR code as a JPEG or PNG image.',
      tooLargeMessage: 'The QR image must be smaller than 2MB.',
    });
    const previous = await this.qr.findOneBy({ id: 1 });
    await this.qr.upsert({ id: 1, storageKey: stored.storageKey, mimeType: stored.mimeType }, ['id']);
    if (previous && previous.storageKey !== stored.storageKey) await this.storage.remove(previous.storageKey);
    const saved = await this.qr.findOneByOrFail({ id: 1 });
    return { mimeType: saved.mimeType, size: stored.size, updatedAt: saved.updatedAt.toISOString() };
  }
}
