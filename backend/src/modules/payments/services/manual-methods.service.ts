import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  checkWalletLabel,
  enabledPaymentMethods,
  isManualMethod,
  manualMethodProblem,
  MAX_PAYMENT_QR_BYTES,
  PAYMENT_METHOD_KEYS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_QR_SIZE_MESSAGE,
  PAYMENT_QR_TYPE_MESSAGE,
  PAYMENT_QR_TYPES,
  type ManualMethodDetailsView,
  type ManualMethodInfo,
  type PaymentMethodKey,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { FileStorageService, type StoredFile } from '../../../core/storage/file-storage.service';
import { ManualPaymentMethod } from '../entities/manual-payment-method.entity';
import { OrderPolicy } from '../../orders';
import { PaymentQrService, type QrImage } from './payment-qr.service';
import { AuditService, changedFields, type StaffActor } from '../../audit';

const invalid = (message: string, field: string) =>
  new ApiError(HttpStatus.BAD_REQUEST, 'payment_method_invalid', message, [{ field, messages: [message] }]);

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : undefined);

/**
 * The manual payment methods' own texts and QR images (Settings → Payment Methods), and what checkout shows
 * of the ones that are on. Touch 'n Go without a QR of its own shows the shop's older checkout QR.
 */
@Injectable()
export class ManualMethodsService {
  private readonly logger = new Logger(ManualMethodsService.name);

  constructor(
    @InjectRepository(ManualPaymentMethod) private readonly rows: Repository<ManualPaymentMethod>,
    private readonly storage: FileStorageService,
    private readonly legacyQr: PaymentQrService,
    private readonly policy: OrderPolicy,
    private readonly audit: AuditService,
  ) {}

  /** The methods that are on, as checkout offers them. */
  async offered(): Promise<ManualMethodInfo[]> {
    const enabled = enabledPaymentMethods(await this.policy.paymentMethods());
    const all = await this.all();
    return all
      .filter((method) => enabled.includes(method.key))
      .map(({ key, label, qrUrl, accountDetails, instructions }) => ({
        key,
        label,
        qrUrl,
        accountDetails,
        instructions,
      }));
  }

  /** Every manual method with its toggle, for Settings. */
  async all(): Promise<ManualMethodDetailsView[]> {
    const [rows, toggles, legacy] = await Promise.all([
      this.rows.find(),
      this.policy.paymentMethodToggles(),
      this.legacyQr.info(),
    ]);
    return PAYMENT_METHOD_KEYS.map((key) => {
      const row = rows.find((candidate) => candidate.key === key) ?? null;
      const hasOwnQr = Boolean(row?.qrStorageKey);
      const qrUrl = hasOwnQr
        ? `/api/payment/methods/${key}/qr?v=${row?.updatedAt.getTime().toString(36)}`
        : key === 'touchNGo'
          ? legacy.imageUrl
          : null;
      return {
        key,
        label: row?.label ?? PAYMENT_METHOD_LABELS[key],
        qrUrl,
        accountDetails: row?.accountDetails ?? '',
        instructions: row?.instructions ?? '',
        enabled: toggles[key] === true,
        hasOwnQr,
        updatedAt: row ? row.updatedAt.toISOString() : null,
      };
    });
  }

  /** GET /api/payment/methods/{key}/qr: the method's own QR (Touch 'n Go: else the older checkout QR); 404 without. */
  async qr(key: string): Promise<QrImage> {
    if (!isManualMethod(key)) throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'No such payment method');
    const row = await this.rows.findOneBy({ key });
    if (row?.qrStorageKey && row.qrMimeType) {
      try {
        return { content: await this.storage.read(row.qrStorageKey), mimeType: row.qrMimeType, isDefault: false };
      } catch {
        // The stored file is gone: answer as if there were none rather than break checkout.
      }
    }
    if (key === 'touchNGo') return this.legacyQr.current();
    throw new ApiError(HttpStatus.NOT_FOUND, 'payment_qr_missing', 'This payment method has no QR code');
  }

  /**
   * PUT /api/admin/payment/methods/{key}: the label, account details and instructions (each optional), and a new
   * QR image (JPEG/PNG by content, < 2 MB) or `removeImage`. All or nothing, as the older QR's change.
   */
  async update(
    actor: StaffActor,
    key: string,
    content: Buffer | undefined,
    body: Record<string, unknown>,
  ): Promise<ManualMethodDetailsView> {
    if (!isManualMethod(key)) throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'No such payment method');
    const changes: Partial<ManualPaymentMethod> = {};
    if (body.label !== undefined) {
      const checked = checkWalletLabel(body.label);
      if (!checked.ok) throw invalid(checked.message, 'label');
      changes.label = checked.label;
    }
    const accountDetails = text(body.accountDetails);
    const instructions = text(body.instructions);
    const problem = manualMethodProblem({ accountDetails, instructions });
    if (problem)
      throw invalid(problem, accountDetails && accountDetails.length > 500 ? 'accountDetails' : 'instructions');
    if (accountDetails !== undefined) changes.accountDetails = accountDetails;
    if (instructions !== undefined) changes.instructions = instructions;
    const removeImage = body.removeImage === 'true' || body.removeImage === true;
    const stored: StoredFile | null =
      content && content.length > 0
        ? await this.storage.save('payment-qr', content, {
            types: [...PAYMENT_QR_TYPES],
            maxBytes: MAX_PAYMENT_QR_BYTES,
            wrongTypeMessage: PAYMENT_QR_TYPE_MESSAGE,
            tooLargeMessage: PAYMENT_QR_SIZE_MESSAGE,
          })
        : null;
    if (stored) Object.assign(changes, { qrStorageKey: stored.storageKey, qrMimeType: stored.mimeType });
    else if (removeImage) Object.assign(changes, { qrStorageKey: null, qrMimeType: null });
    let previousKey: string | null = null;
    try {
      await this.rows.manager.transaction(async (em) => {
        const repository = em.getRepository(ManualPaymentMethod);
        await em.query('INSERT INTO manual_payment_methods (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key]);
        const row = await repository.findOneOrFail({ where: { key }, lock: { mode: 'pessimistic_write' } });
        previousKey = stored || removeImage ? row.qrStorageKey : null;
        // Saved even when nothing changed, so the QR's version (updatedAt) moves on with every save.
        await repository.save({ ...row, ...changes, updatedAt: new Date() });
        const fields = ['label', 'accountDetails', 'instructions', 'qrStorageKey'] as const;
        const pick = (source: Partial<ManualPaymentMethod>) => Object.fromEntries(fields.map((f) => [f, source[f]]));
        const changed = changedFields(pick(row), pick({ ...row, ...changes }));
        if (Object.keys(changed).length > 0) {
          const target = { type: 'settings', id: `payment-method:${key}` } as const;
          await this.audit.record(em, actor, 'settings.changed', target, { changed });
        }
      });
    } catch (error) {
      if (stored) await this.storage.remove(stored.storageKey).catch(() => undefined);
      throw error;
    }
    if (previousKey) {
      const old: string = previousKey;
      await this.storage
        .remove(old)
        .catch((error: unknown) => this.logger.warn(`Could not remove ${old}: ${String(error)}`));
    }
    const view = (await this.all()).find((method) => method.key === key);
    if (!view) throw new Error(`Unknown payment method ${key as PaymentMethodKey}`);
    return view;
  }
}
