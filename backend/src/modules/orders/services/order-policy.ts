import { Injectable } from '@nestjs/common';
import type { PaymentMethodSettings, SettingsCurrency, SstSettings } from '@kedai/contracts';
import { SettingsService } from '../../settings';

/** The order rules that come from the admin's settings (docs/product/admin.md#settings). */
@Injectable()
export class OrderPolicy {
  constructor(private readonly settings: SettingsService) {}

  /** Hours after which an unpaid order is cancelled. Read again whenever a cancel-unpaid job runs. */
  cancellationHours(): Promise<number> {
    return this.settings.orderCancellationHours();
  }

  /** The minimum order total in RM (admin Settings, 0: none); checked by the quote and at checkout. */
  minimumOrderAmount(): Promise<number> {
    return this.settings.minimumOrderAmount();
  }

  /** The maximum order total in RM (admin Settings, 0: none); checked by the cart, the quote and at checkout. */
  maximumOrderAmount(): Promise<number> {
    return this.settings.maximumOrderAmount();
  }

  /**
   * The payment methods the admin turned on (admin Settings) that take the shop's currency: what checkout offers
   * and accepts. Read through the settings' short cache (a save in this process is seen at once, in others within 2 s).
   */
  paymentMethods(): Promise<PaymentMethodSettings> {
    return this.settings.offeredPaymentMethods();
  }

  /** The toggles as the admin set them (Settings' own view), whatever the currency. */
  paymentMethodToggles(): Promise<PaymentMethodSettings> {
    return this.settings.paymentMethods();
  }

  /** Settings → Currency. */
  currency(): Promise<SettingsCurrency> {
    return this.settings.currency();
  }

  /** Settings → Tax (SST). */
  sst(): Promise<SstSettings> {
    return this.settings.sst();
  }

  /** Settings' automatic order confirmation: a paid order is guided and activated by jobs, without an admin. */
  automaticConfirmation(): Promise<boolean> {
    return this.settings.automaticOrderConfirmation();
  }
}
